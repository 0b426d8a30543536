/// The observations of one signal in attach order, each retained once by the list (released when
/// removed, taken or when the list goes).
///
/// A buffer managed by hand rather than a `ContiguousArray`, for one reason: a loop over a stored
/// array that calls out to unknown code retains the array's buffer for the loop (the callee could
/// replace the array), and that retain/release pair, two atomic operations per signal per event,
/// was a quarter of C1's time (BENCHMARKS.md). Here `forEach` borrows the buffer. That is sound
/// because only the signal's drainer changes the list and never during a walk: commands sent
/// from inside a delivery are queued until the walk is over (see `SignalCore`).
@usableFromInline
struct ObservationList<Element: AnyObject>: ~Copyable {
  @usableFromInline var elements: UnsafeMutablePointer<Unmanaged<Element>>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  @inlinable init() {}

  @inlinable deinit {
    releaseElements()
    elements?.deallocate()
  }

  /// The element at `index` (retained by the caller's binding, as any strong reference).
  @inlinable subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "ObservationList index out of range")
    return elements![index].takeUnretainedValue()
  }

  /// Adds `element` at the end, retaining it.
  @inlinable mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (elements! + count).initialize(to: .passRetained(element))
    count += 1
  }

  @usableFromInline mutating func grow() {
    let newCapacity = Swift.max(1, capacity * 2)
    let newElements = UnsafeMutablePointer<Unmanaged<Element>>.allocate(capacity: newCapacity)
    if let elements {
      newElements.moveInitialize(from: elements, count: count)
      elements.deallocate()
    }
    elements = newElements
    capacity = newCapacity
  }

  /// Calls `body` with the elements' references in order, retaining neither the list nor the
  /// elements. `body` must not change the list (see the type's contract).
  @inlinable func withUnsafeElements<R>(_ body: (UnsafeBufferPointer<Unmanaged<Element>>) -> R) -> R {
    body(UnsafeBufferPointer(start: elements, count: count))
  }

  /// The elements as an array of strong references: for a walk whose callbacks may change the
  /// list (a reentrant signal's delivery).
  @inlinable func copy() -> [Element] {
    guard let elements else { return [] }
    return (0..<count).map { elements[$0].takeUnretainedValue() }
  }

  /// Removes every element, handing the list's references to the caller in order.
  @inlinable mutating func take() -> [Element] {
    guard let elements else { return [] }
    let taken = (0..<count).map { elements[$0].takeRetainedValue() }
    count = 0
    return taken
  }

  /// Removes and releases every element.
  @inlinable mutating func removeAll() {
    releaseElements()
    count = 0
  }

  /// Removes and releases the elements `shouldRemove` picks, keeping the others' order.
  @inlinable mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    guard let elements else { return }
    var kept = 0
    for index in 0..<count {
      let reference = elements[index]
      if shouldRemove(reference.takeUnretainedValue()) {
        reference.release()
      } else {
        elements[kept] = reference
        kept += 1
      }
    }
    count = kept
  }

  @usableFromInline func releaseElements() {
    guard let elements else { return }
    for index in 0..<count { elements[index].release() }
  }
}
