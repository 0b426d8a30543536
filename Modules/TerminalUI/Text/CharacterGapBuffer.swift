/// Characters edited at a moving place, as an editor edits at its cursor: the free room is kept
/// where the last edit was, so an edit there moves only what lies between it and the one
/// before, not everything after it. Reading by index costs what an array's does, and one
/// comparison.
///
/// What `EditableCharacters` keeps its characters in, so a key typed at the start of a long
/// text does not move the rest of it in memory (E2 in Tooling/Benchmarks). Not generic on
/// purpose: the standard library's generic algorithms (`String(slice)`, `reduce`) reach it
/// through its conformances, which for a generic type look up type metadata at every call.
struct CharacterGapBuffer: RandomAccessCollection, RangeReplaceableCollection {
  /// The elements before the gap, the gap (`nil`s), then the elements after it.
  private var storage: ContiguousArray<Character?>
  /// The first free slot.
  private var gapStart: Int
  /// The first slot after the free ones.
  private var gapEnd: Int

  init() {
    storage = []
    gapStart = 0
    gapEnd = 0
  }

  init<S: Sequence<Character>>(_ elements: S) {
    storage = ContiguousArray(elements.lazy.map(Optional.some))
    gapStart = storage.count
    gapEnd = storage.count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count - (gapEnd - gapStart) }

  subscript(position: Int) -> Character {
    precondition(position >= 0 && position < endIndex, "index out of range")
    return storage[position < gapStart ? position : position + (gapEnd - gapStart)].unsafelyUnwrapped
  }

  mutating func replaceSubrange<C: Collection<Character>>(_ subrange: Range<Int>, with newElements: C) {
    precondition(subrange.lowerBound >= 0 && subrange.upperBound <= endIndex, "range out of bounds")
    moveGap(to: subrange.upperBound)
    // The replaced elements now end at the gap: they join it.
    for slot in subrange { storage[slot] = nil }
    gapStart = subrange.lowerBound
    let count = newElements.count
    if gapEnd - gapStart < count { widenGap(toHold: count) }
    for element in newElements {
      storage[gapStart] = element
      gapStart += 1
    }
  }

  /// Moves the gap to start at `position` (an index among the elements), moving the elements
  /// between the old place and the new across it.
  private mutating func moveGap(to position: Int) {
    let gap = gapEnd - gapStart
    guard position != gapStart, gap > 0 else {
      gapStart = position
      gapEnd = position + gap
      return
    }
    storage.withUnsafeMutableBufferPointer { slots in
      if position < gapStart {
        // From the last: each element goes to a slot that is free by then.
        for slot in (position..<gapStart).reversed() { slots.swapAt(slot, slot + gap) }
      } else {
        for slot in gapEnd..<position + gap { slots.swapAt(slot, slot - gap) }
      }
    }
    gapStart = position
    gapEnd = position + gap
  }

  /// Makes the gap hold at least `count` elements, with room to grow as much again as the
  /// list holds (so edits cost amortized constant time each).
  private mutating func widenGap(toHold count: Int) {
    let length = endIndex
    let gap = Swift.max(count, length, 16)
    var wider = ContiguousArray<Character?>()
    wider.reserveCapacity(length + gap)
    wider.append(contentsOf: storage[..<gapStart])
    wider.append(contentsOf: repeatElement(nil, count: gap))
    wider.append(contentsOf: storage[gapEnd...])
    storage = wider
    gapEnd = gapStart + gap
  }
}
