/// The rows of one section as a binder holds them: a list in chunks, so inserting or removing a
/// row costs the size of a chunk plus the number of chunks, not the length of the list. A
/// 10-row change to a million rows stays as cheap as one to a thousand.
///
/// Reading a row is a binary search over the chunks, then an array access.
public struct RowStore<Element>: RandomAccessCollection {
  /// Rows per chunk when a list is first split; chunks split in two past twice this.
  static var chunkSize: Int { 1_024 }

  private var chunks: [[Element]] = []
  /// `starts[c]` is the index of the first row of chunk `c`; one more entry holds the count.
  private var starts: [Int] = [0]

  /// An empty store.
  public init() {}

  /// The rows of `elements`, in order.
  public init(_ elements: [Element]) {
    var start = 0
    while start < elements.count {
      let end = Swift.min(start + Self.chunkSize, elements.count)
      chunks.append(Array(elements[start..<end]))
      starts.append(end)
      start = end
    }
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// The number of rows.
  public var endIndex: Int { starts[starts.count - 1] }
  /// The number of rows.
  public var count: Int { endIndex }
  /// Whether there are no rows.
  public var isEmpty: Bool { endIndex == 0 }
  /// `index + 1`.
  public func index(after index: Int) -> Int { index + 1 }
  /// `index - 1`.
  public func index(before index: Int) -> Int { index - 1 }
  /// `index + distance`.
  public func index(_ index: Int, offsetBy distance: Int) -> Int { index + distance }
  /// `end - start`.
  public func distance(from start: Int, to end: Int) -> Int { end - start }

  /// The row at `position`.
  public subscript(position: Int) -> Element {
    get {
      let chunk = chunkIndex(containing: position)
      return chunks[chunk][position - starts[chunk]]
    }
    set {
      let chunk = chunkIndex(containing: position)
      chunks[chunk][position - starts[chunk]] = newValue
    }
  }

  /// Inserts `element` so that it is at `position`.
  public mutating func insert(_ element: Element, at position: Int) {
    precondition((0...count).contains(position), "row \(position) is out of 0...\(count)")
    if chunks.isEmpty {
      chunks = [[element]]
      starts = [0, 1]
      return
    }
    let chunk = position == count ? chunks.count - 1 : chunkIndex(containing: position)
    chunks[chunk].insert(element, at: position - starts[chunk])
    shiftStarts(after: chunk, by: 1)
    if chunks[chunk].count > 2 * Self.chunkSize {
      let second = Array(chunks[chunk][Self.chunkSize...])
      chunks[chunk].removeSubrange(Self.chunkSize...)
      chunks.insert(second, at: chunk + 1)
      starts.insert(starts[chunk] + Self.chunkSize, at: chunk + 1)
    }
  }

  /// Removes the row at `position` and returns it.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    let chunk = chunkIndex(containing: position)
    let element = chunks[chunk].remove(at: position - starts[chunk])
    shiftStarts(after: chunk, by: -1)
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      starts.remove(at: chunk + 1)
    }
    return element
  }

  /// All rows, as one array.
  public var elements: [Element] { chunks.flatMap { $0 } }

  private func chunkIndex(containing position: Int) -> Int {
    precondition((0..<count).contains(position), "row \(position) is out of 0..<\(count)")
    var low = 0
    var high = chunks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Moves the starts of the chunks after `chunk` (and the count) by `delta`: one pass over a
  /// small contiguous array, without touching the chunks themselves.
  private mutating func shiftStarts(after chunk: Int, by delta: Int) {
    for index in (chunk + 1)..<starts.count { starts[index] += delta }
  }
}

extension RowStore: Equatable where Element: Equatable {
  /// Same rows in the same order.
  public static func == (lhs: RowStore, rhs: RowStore) -> Bool { lhs.elementsEqual(rhs) }
}

extension RowStore: Sendable where Element: Sendable {}
