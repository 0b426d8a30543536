/// Where a `TextView`'s text breaks into the rows it shows: at each line break, and where a line
/// is wider than the view, after its last space that fits (or, in a word longer than a row,
/// before the character that does not fit). Unlike `wrapped(toWidth:)`, which makes lines to
/// read, every character keeps its place: a row is a range of the text's characters, and the
/// line breaks are the only characters in no row, so a cursor position always has a row.
///
/// After an edit the rows are laid out again only from two rows before the edit's, until a row
/// starts where one started before (the rows after it are the old ones, moved): the rows from a
/// row's start depend only on the characters from there, so a key costs the rows it changes (E2).
struct SoftWrappedRows {
  /// Each row's characters, in order. An empty line is an empty row. Rows start in increasing
  /// order.
  private(set) var rows: [Range<Int>] = []
  /// Whether each row ends its line (at a line break or the end of the text), rather than
  /// being wrapped onto the next row.
  private(set) var endsLine: [Bool] = []
  /// The widest row, in columns (a character wider than that gets a row of its own).
  let width: Int

  /// The rows of `characters` at most `width` columns wide (a character wider than that gets a
  /// row of its own, and at the end of a line an empty row after it, for the cursor).
  init(_ characters: CharacterGapBuffer, width: Int) {
    self.width = width
    layOut(characters, from: 0) { _ in false }
  }

  /// Lays the rows out again after `change` made `characters` of the characters they were laid
  /// out for, and returns how many rows it laid out (the others it kept, moved).
  @discardableResult
  mutating func update(_ characters: CharacterGapBuffer, after change: CharacterChange) -> Int {
    var first = row(of: change.lowerBound)
    // Where a row breaks depends on the characters up to the first that does not fit on it,
    // which can be the first of the row after next (the last word moved on, and that character
    // did not fit after it either): a change can move the breaks of the two rows before its own
    // in the same line.
    for _ in 0..<2 where first > 0 && !endsLine[first - 1] { first -= 1 }
    let start = rows[first].lowerBound
    let shift = change.upperBound - change.oldUpperBound
    let oldRows = rows[first...]
    let oldEndsLine = endsLine[first...]
    rows.removeSubrange(first...)
    endsLine.removeSubrange(first...)
    var resumed: Int?
    layOut(characters, from: start) { rowStart in
      guard rowStart >= change.upperBound, let old = Self.index(of: rowStart - shift, in: oldRows) else { return false }
      resumed = old
      return true
    }
    let laidOut = rows.count - first
    guard let resumed else { return laidOut }
    rows += oldRows[resumed...].lazy.map { $0.lowerBound + shift..<$0.upperBound + shift }
    endsLine += oldEndsLine[resumed...]
    return laidOut
  }

  /// Appends the rows from `start` (where a row starts) on, until the text ends or `resumesAt`
  /// says yes to a row's start (after a line break or a wrap; that row is not appended).
  private mutating func layOut(_ characters: CharacterGapBuffer, from start: Int, resumesAt: (Int) -> Bool) {
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
    var index = start
    while index < characters.count {
      let character = characters[index]
      if character.isOneByte(UInt8(ascii: "\n")) {
        endLine(at: index)
        rowStart = index + 1
        rowWidth = 0
        breakAfterSpace = nil
        index += 1
        if resumesAt(rowStart) { return }
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
        if resumesAt(rowStart) { return }
        continue  // the same character again, on the new row
      }
      rowWidth += characterWidth
      if character.isOneByte(UInt8(ascii: " ")) { breakAfterSpace = index + 1 }
      index += 1
    }
    endLine(at: characters.count)
  }

  /// The row showing the cursor at `position` (the number of characters before it): the row
  /// holding the character after it, or, at the end of a line, that line's last row.
  func row(of position: Int) -> Int {
    Self.index(startingAtOrBefore: position, in: rows[...]) ?? 0
  }

  /// The last cursor position on `row`: before a wrapped row's last character (after it is the
  /// next row), or at the end of a row that ends its line.
  func lastPosition(on row: Int) -> Int {
    endsLine[row] ? rows[row].upperBound : rows[row].upperBound - 1
  }

  /// The index of the row that starts at `position`, if one does.
  private static func index(of position: Int, in rows: ArraySlice<Range<Int>>) -> Int? {
    guard let found = index(startingAtOrBefore: position, in: rows), rows[found].lowerBound == position else {
      return nil
    }
    return found
  }

  /// The index of the last row that starts at or before `position` (binary search).
  private static func index(startingAtOrBefore position: Int, in rows: ArraySlice<Range<Int>>) -> Int? {
    var low = rows.startIndex
    var high = rows.endIndex
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].lowerBound <= position { low = middle + 1 } else { high = middle }
    }
    return low > rows.startIndex ? low - 1 : nil
  }
}

extension Character {
  /// Whether this is the one-byte character `byte`: what `==` says, without the comparison by
  /// canonical equivalence that `==` makes with a character that is not ASCII.
  fileprivate func isOneByte(_ byte: UInt8) -> Bool { utf8.count == 1 && utf8.first == byte }
}
