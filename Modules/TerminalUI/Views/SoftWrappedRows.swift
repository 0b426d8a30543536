/// Where a `TextView`'s text breaks into the rows it shows: at each line break, and where a line
/// is wider than the view, after its last space that fits (or, in a word longer than a row,
/// before the character that does not fit). Unlike `wrapped(toWidth:)`, which makes lines to
/// read, every character keeps its place: a row is a range of the text's characters, and the
/// line breaks are the only characters in no row, so a cursor position always has a row.
///
/// Rows are laid out from the text's start only as far as they are asked for (a view asks for
/// those up to its cursor and its last shown row), and an edit drops the rows from two before
/// its own on, to be laid out again when asked for: the rows from a row's start depend only on
/// the characters from there. So a key costs the rows between it and the view's bottom, however
/// long the text after them (E2), and a view without the focus shows a long text set from code
/// after laying out its first screen only.
struct SoftWrappedRows {
  /// The rows laid out so far, from the text's first, in order. An empty line is an empty row.
  private(set) var rows: [Range<Int>] = []
  /// Whether each row ends its line (at a line break or the end of the text), rather than
  /// being wrapped onto the next row.
  private(set) var endsLine: [Bool] = []
  /// Where the first row not laid out yet starts; `nil` once the rows reach the text's end.
  private(set) var nextRowStart: Int? = 0
  /// The widest row, in columns (a character wider than that gets a row of its own).
  let width: Int

  /// Rows `width` columns wide for a text, none laid out yet.
  init(width: Int) {
    self.width = width
  }

  /// Every row of `characters` at most `width` columns wide (a character wider than that gets
  /// a row of its own, and at the end of a line an empty row after it, for the cursor).
  init(_ characters: CharacterGapBuffer, width: Int) {
    self.init(width: width)
    layOut(characters, throughRow: .max)
  }

  /// Whether every row is laid out.
  var isComplete: Bool { nextRowStart == nil }

  /// Drops the rows that `change` (an edit of the characters they were laid out for) may have
  /// moved: those from two rows before the one it starts in (in the same line) on; for a change
  /// after the rows laid out, the last two, if their line goes on. They are laid out again when
  /// asked for.
  mutating func update(after change: CharacterChange) {
    // The row the change starts in, or the first not laid out if it starts after them.
    var first = rows.count
    if nextRowStart.map({ change.lowerBound < $0 }) ?? true { first = row(of: change.lowerBound) }
    // Where a row breaks depends on the characters up to the first that does not fit on it,
    // which can be the first of the row after next (the last word moved on, and that character
    // did not fit after it either): a change can move the breaks of the two rows before its own
    // in the same line.
    for _ in 0..<2 where first > 0 && !endsLine[first - 1] { first -= 1 }
    guard first < rows.count else { return }
    nextRowStart = rows[first].lowerBound
    rows.removeSubrange(first...)
    endsLine.removeSubrange(first...)
  }

  /// Lays out rows after the last one until row number `row` is laid out (counting from 0) and
  /// the row holding the cursor at `position` too (see `row(of:)`), or the text ends. Returns
  /// how many rows it laid out.
  @discardableResult
  mutating func layOut(_ characters: CharacterGapBuffer, throughRow row: Int = 0, throughPosition position: Int = 0)
    -> Int
  {
    let before = rows.count
    guard let start = nextRowStart, rows.count <= row || start <= position else { return 0 }
    layOut(characters, from: start, untilRow: row, position: position)
    return rows.count - before
  }

  /// Appends the rows from `start` (where a row starts) on, until a row starts after `position`
  /// with row number `row` laid out (that row is not appended: `nextRowStart` says where it
  /// starts), or the text ends.
  private mutating func layOut(_ characters: CharacterGapBuffer, from start: Int, untilRow row: Int, position: Int) {
    var rowStart = start
    var rowWidth = 0
    /// Where the row may break: after its last space.
    var breakAfterSpace: Int?
    /// Ends the line at `end`. A last row wider than `width` (a wide character alone in a row of
    /// one column) is wrapped onto an empty row, so the cursor after it has a cell.
    func endLine(at end: Int) {
      if rowWidth > width {
        rows.append(rowStart..<end)
        endsLine.append(false)
        rowStart = end
      }
      rows.append(rowStart..<end)
      endsLine.append(true)
    }
    /// Whether the rows asked for are laid out, at a row's start.
    func isFarEnough() -> Bool {
      guard rows.count > row, rowStart > position else { return false }
      nextRowStart = rowStart
      return true
    }
    var index = start
    while index < characters.count {
      let character = characters[index]
      if character.isOneByte(UInt8(ascii: "\n")) {
        endLine(at: index)
        rowStart = index + 1
        rowWidth = 0
        breakAfterSpace = nil
        index += 1
        if isFarEnough() { return }
        continue
      }
      let characterWidth = character.displayWidth
      if rowWidth + characterWidth > width, index > rowStart {
        let end = breakAfterSpace ?? index
        rows.append(rowStart..<end)
        endsLine.append(false)
        rowStart = end
        // The characters carried onto the new row hold no space: it starts afresh there.
        rowWidth = characters[end..<index].reduce(0) { $0 + $1.displayWidth }
        breakAfterSpace = nil
        if isFarEnough() { return }
        continue  // the same character again, on the new row
      }
      rowWidth += characterWidth
      if character.isOneByte(UInt8(ascii: " ")) { breakAfterSpace = index + 1 }
      index += 1
    }
    endLine(at: characters.count)
    nextRowStart = nil
  }

  /// The row showing the cursor at `position` (the number of characters before it): the row
  /// holding the character after it, or, at the end of a line, that line's last row. The rows
  /// must be laid out through `position`.
  func row(of position: Int) -> Int {
    assert(nextRowStart.map { $0 > position } ?? true, "row(of: \(position)) before its row is laid out")
    // Binary search for the last row that starts at or before `position`.
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].lowerBound <= position { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }

  /// The last cursor position on `row`: before a wrapped row's last character (after it is the
  /// next row), or at the end of a row that ends its line.
  func lastPosition(on row: Int) -> Int {
    endsLine[row] ? rows[row].upperBound : rows[row].upperBound - 1
  }
}

extension Character {
  /// Whether this is the one-byte character `byte`: what `==` says, without the comparison by
  /// canonical equivalence that `==` makes with a character that is not ASCII.
  fileprivate func isOneByte(_ byte: UInt8) -> Bool { utf8.count == 1 && utf8.first == byte }
}
