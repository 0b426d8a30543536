/// The items a serial context queued for its drainer (`DrainQueue`), handed out by moving each
/// one out of its slot.
///
/// An array did the same with two more steps per item: iterating copied the item out (a retain
/// of whatever it holds) and emptying the array destroyed it again through the item type's
/// value witness, a call into the runtime per queued event (a fifth of B5, `flatMap(.latest)`,
/// whose inner events are all queued). Here the drainer takes each item, hands it on and
/// destroys it in code specialized for its type.
///
/// Not thread-safe: the queue is guarded by the context's lock, the batch belongs to the
/// drainer. The owner calls `removeAll()` before it goes away.
@usableFromInline
struct QueuedItems<Item> {
  @usableFromInline var storage: UnsafeMutablePointer<Item>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { count == 0 }

  /// Adds `item` at the end.
  @inlinable
  mutating func append(_ item: consuming Item) {
    if count == capacity { grow() }
    (storage.unsafelyUnwrapped + count).initialize(to: item)
    count &+= 1
  }

  /// Doubles the capacity (16 at first), moving the items over.
  @usableFromInline
  mutating func grow() {
    let newCapacity = Swift.max(16, capacity &* 2)
    let newStorage = UnsafeMutablePointer<Item>.allocate(capacity: newCapacity)
    if let storage {
      newStorage.moveInitialize(from: storage, count: count)
      storage.deallocate()
    }
    storage = newStorage
    capacity = newCapacity
  }

  /// Moves every item out, in order, into `body`, leaving this empty. Keeps the storage when it
  /// holds at most `keptCapacity` items, so a context that queues a few items at a time
  /// allocates nothing once warm; a burst's larger storage is freed.
  @inlinable
  mutating func moveAll(keepingCapacityUpTo keptCapacity: Int, _ body: (consuming Item) -> Void) {
    guard let storage else { return }
    let taken = count
    count = 0
    for index in 0..<taken { body((storage + index).move()) }
    if capacity > keptCapacity { release() }
  }

  /// Destroys the items left and frees the storage.
  @inlinable
  mutating func removeAll() {
    guard let storage else { return }
    storage.deinitialize(count: count)
    release()
  }

  @inlinable
  mutating func release() {
    storage?.deallocate()
    storage = nil
    count = 0
    capacity = 0
  }
}
