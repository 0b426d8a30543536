/// The occurrences of identities that `IdentityMatching` has passed in one list and not yet
/// matched in the other: per identity, a first-in-first-out queue of old indices or of new
/// indices, never both (an occurrence whose partner waits takes it at once).
///
/// A bit filter over the identities' hashes answers "might this identity wait?" without
/// touching the table, so rows that match in place cost one multiplication for integer ids.
@usableFromInline
struct WaitingOccurrences<ID: Hashable> {
  /// Where an identity is in the table, with its hash.
  @usableFromInline typealias Key = IdentityTable<ID, Queue>.Key

  /// The indices waiting for one identity: old indices as they are, new indices as `~index`
  /// (negative), so one table serves both lists.
  @usableFromInline
  struct Queue {
    /// The first waiting index, or `Queue.drained` once every one has been taken.
    @usableFromInline var first: Int
    /// The last waiting index.
    @usableFromInline var last: Int

    /// A queue that had occurrences and has none left; kept so the table never shrinks.
    @usableFromInline static var drained: Int { .min }

    /// A queue holding one index.
    @inlinable
    init(holding encoded: Int) {
      first = encoded
      last = encoded
    }
  }

  /// The identities that have waited, with their queues.
  @usableFromInline var table: IdentityTable<ID, Queue>
  /// For an old index that waits behind another occurrence of its identity, the next one.
  @usableFromInline var laterOld: [Int] = []
  /// For a new index that waits behind another occurrence of its identity, the next one.
  @usableFromInline var laterNew: [Int] = []
  /// One bit per hash bucket, set once any identity of the bucket has waited.
  @usableFromInline var filter: [UInt64]
  /// `filter` has `1 << (UInt.bitWidth - filterShift)` bits: a hash's top bits pick its bit.
  @usableFromInline let filterShift: Int
  /// How many occurrences wait now.
  @usableFromInline var count = 0
  @usableFromInline let oldCount: Int
  @usableFromInline let newCount: Int

  /// An empty table for matching lists of these lengths.
  @inlinable
  init(oldCount: Int, newCount: Int) {
    self.oldCount = oldCount
    self.newCount = newCount
    table = IdentityTable(maximumCount: oldCount + newCount)
    // About a bit per row (2^6 to 2^23): small enough to stay in cache for typical lists.
    let rows = max(64, min(1 << 23, oldCount + newCount))
    let bitCountLog2 = Int.bitWidth - (rows - 1).leadingZeroBitCount
    filter = [UInt64](repeating: 0, count: (1 << bitCountLog2) / 64)
    filterShift = UInt.bitWidth - bitCountLog2
  }

  /// Whether an occurrence of `id` might be waiting (`false` is certain).
  @inlinable
  func mayHold(_ id: ID) -> Bool {
    guard count > 0 else { return false }
    let (word, mask) = filterBit(IdentityTable<ID, Queue>.hash(id))
    return filter[word] & mask != 0
  }

  /// The word of `filter` and the bit in it for `hash` (its top bits).
  @inlinable
  func filterBit(_ hash: UInt) -> (word: Int, mask: UInt64) {
    let bit = Int(hash &>> UInt(filterShift))
    return (bit &>> 6, 1 &<< UInt64(bit & 63))
  }

  /// Looks `id` up.
  @inlinable
  func key(for id: ID) -> Key {
    let hash = IdentityTable<ID, Queue>.hash(id)
    guard !table.isEmpty else { return Key(hash: hash, entry: -1) }
    return table.key(for: id, hash: hash)
  }

  /// Takes the first old index waiting with the identity of `key`, if any.
  @inlinable
  mutating func takeOld(_ key: Key) -> Int? {
    guard key.entry >= 0 else { return nil }
    let queue = table[key.entry]
    guard queue.first >= 0 else { return nil }
    table[key.entry].first = queue.first == queue.last ? Queue.drained : laterOld[queue.first]
    count -= 1
    return queue.first
  }

  /// Takes the first new index waiting with the identity of `key`, if any.
  @inlinable
  mutating func takeNew(_ key: Key) -> Int? {
    guard key.entry >= 0 else { return nil }
    let queue = table[key.entry]
    guard queue.first < 0, queue.first != Queue.drained else { return nil }
    table[key.entry].first = queue.first == queue.last ? Queue.drained : ~laterNew[~queue.first]
    count -= 1
    return ~queue.first
  }

  /// Makes the old row at `index`, identity `id` (looked up as `key`), wait; no new occurrence
  /// of `id` may be waiting.
  @inlinable
  mutating func addOld(_ index: Int, _ id: ID, _ key: Key) {
    guard let last = add(index, id, key) else { return }
    if laterOld.isEmpty { laterOld = [Int](repeating: -1, count: oldCount) }
    laterOld[last] = index
  }

  /// Makes the new row at `index`, identity `id` (looked up as `key`), wait; no old occurrence
  /// of `id` may be waiting.
  @inlinable
  mutating func addNew(_ index: Int, _ id: ID, _ key: Key) {
    guard let last = add(~index, id, key) else { return }
    if laterNew.isEmpty { laterNew = [Int](repeating: -1, count: newCount) }
    laterNew[~last] = index
  }

  /// Appends `encoded` to the queue of `id`; returns the index it waits behind, which the
  /// caller links to it, or `nil` if it is first.
  @inlinable
  mutating func add(_ encoded: Int, _ id: ID, _ key: Key) -> Int? {
    let (word, mask) = filterBit(key.hash)
    filter[word] |= mask
    count += 1
    guard key.entry >= 0 else {
      table.insert(id, hash: key.hash, value: Queue(holding: encoded))
      return nil
    }
    let queue = table[key.entry]
    if queue.first == Queue.drained {
      table[key.entry] = Queue(holding: encoded)
      return nil
    }
    table[key.entry].last = encoded
    return queue.last
  }
}
