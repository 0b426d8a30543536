/// A grow-only hash table from identities to values, whose entries are numbered in the order
/// they were added: a lookup gives an entry number, and the value is read and changed through
/// it without hashing again.
///
/// Built for the diff engine, where it replaces `Dictionary` because the caller hashes an
/// identity once and reuses the hash for several lookups and for its own filter, and because
/// integer identities (the common case: database ids) are hashed by one multiplication instead
/// of the standard library's `Hasher` (see `hash(_:)`). Open addressing with linear probing, at
/// most half full; each entry keeps its hash, identity and value together, so a lookup that
/// finds its entry touches one place in memory.
@usableFromInline
struct IdentityTable<ID: Hashable, Value> {
  /// Where a looked-up identity is: its hash, and its entry or -1 if it is not in the table.
  @usableFromInline
  struct Key {
    @usableFromInline var hash: UInt
    @usableFromInline var entry: Int

    @inlinable
    init(hash: UInt, entry: Int) {
      self.hash = hash
      self.entry = entry
    }
  }

  /// An identity, its hash (kept so growing never hashes again) and its value.
  @usableFromInline
  struct Entry {
    @usableFromInline var hash: UInt
    @usableFromInline var id: ID
    @usableFromInline var value: Value

    @inlinable
    init(hash: UInt, id: ID, value: Value) {
      self.hash = hash
      self.id = id
      self.value = value
    }
  }

  /// Per slot, the entry stored there, or -1.
  @usableFromInline var slots: [Int32]
  @usableFromInline var entries: [Entry] = []
  /// `slots.count` is `1 << (UInt.bitWidth - shift)`: a hash's top bits pick its slot.
  @usableFromInline var shift: Int

  /// An empty table that may grow to `maximumCount` entries. Room for up to 2^20 of them is
  /// reserved at once: only the memory the entries use is touched, so the reservation costs
  /// address space, not time, and growing never copies them. Past that, it grows by doubling.
  @inlinable
  init(maximumCount: Int) {
    slots = [Int32](repeating: -1, count: 256)
    shift = UInt.bitWidth - 8
    entries.reserveCapacity(min(maximumCount, 1 << 20))
  }

  /// A hash of `id`; equal identities have equal hashes, and the top bits are the best mixed.
  @inlinable @inline(__always)
  static func hash(_ id: ID) -> UInt {
    // Fibonacci hashing: multiplying by 2^64 / golden ratio spreads any integers into the top
    // bits. The cast folds away when the code is specialized for `Int`.
    if let integer = id as? Int { return UInt(bitPattern: integer) &* 0x9E37_79B9_7F4A_7C15 }
    return UInt(bitPattern: id.hashValue)
  }

  /// Whether the table is empty.
  @inlinable
  var isEmpty: Bool { entries.isEmpty }

  /// Finds `id`, whose hash is `hash`.
  @inlinable
  func key(for id: ID, hash: UInt) -> Key {
    let mask = slots.count - 1
    var slot = Int(hash &>> UInt(shift))
    while true {
      let entry = Int(slots[slot])
      if entry < 0 { return Key(hash: hash, entry: -1) }
      if entries[entry].hash == hash && entries[entry].id == id { return Key(hash: hash, entry: entry) }
      slot = (slot + 1) & mask
    }
  }

  /// The value of `entry`.
  @inlinable
  subscript(entry: Int) -> Value {
    get { entries[entry].value }
    set { entries[entry].value = newValue }
  }

  /// Adds `id`, which must be absent, with `value` and `hash`; returns its entry.
  @inlinable
  @discardableResult
  mutating func insert(_ id: ID, hash: UInt, value: Value) -> Int {
    if (entries.count + 1) * 2 > slots.count {
      precondition(entries.count < Int32.max, "IdentityTable: at most Int32.max entries")
      grow()
    }
    let entry = entries.count
    entries.append(Entry(hash: hash, id: id, value: value))
    place(entry, hash: hash)
    return entry
  }

  /// Puts `entry` in the first free slot from its hash's.
  @inlinable
  mutating func place(_ entry: Int, hash: UInt) {
    let mask = slots.count - 1
    var slot = Int(hash &>> UInt(shift))
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: entry)
  }

  /// Doubles the slots and places every entry again.
  @inlinable
  mutating func grow() {
    shift -= 1
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for entry in entries.indices { place(entry, hash: entries[entry].hash) }
  }
}
