/// Where a `TextView`'s text breaks into the rows it shows: at each line break, and where a line
/// is wider than the view, after its last space that fits (or, in a word longer than a row,
/// before the character that does not fit). Unlike `wrapped(toWidth:)`, which makes lines to
/// read, every character keeps its place: a row is a range of the text's characters, and the
/// line breaks are the only characters in no row, so a cursor position always has a row.
struct SoftWrappedRows {
  /// Each row's characters, in order. An empty line is an empty row.
  let rows: [Range<Int>]
  /// Whether each row ends its line (at a line break or the end of the text), rather than
  /// being wrapped onto the next row.
  let endsLine: [Bool]

  /// The rows of `characters` at most `width` columns wide (a character wider than that gets a
  /// row of its own, and at the end of a line an empty row after it, for the cursor).
  init(_ characters: [Character], width: Int) {
    var rows: [Range<Int>] = []
    var endsLine: [Bool] = []
    var rowStart = 0
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
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        endLine(at: index)
        rowStart = index + 1
        rowWidth = 0
        breakAfterSpace = nil
        index += 1
        continue
      }
      let characterWidth = character.displayWidth
      if rowWidth + characterWidth > width, index > rowStart {
        let end = breakAfterSpace ?? index
        rows.append(rowStart..<end)
        endsLine.append(false)
        rowStart = end
        rowWidth = characters[end..<index].reduce(0) { $0 + $1.displayWidth }
        breakAfterSpace = nil
        continue  // the same character again, on the new row
      }
      rowWidth += characterWidth
      if character == " " { breakAfterSpace = index + 1 }
      index += 1
    }
    endLine(at: characters.count)
    self.rows = rows
    self.endsLine = endsLine
  }

  /// The row showing the cursor at `position` (the number of characters before it): the row
  /// holding the character after it, or, at the end of a line, that line's last row.
  func row(of position: Int) -> Int {
    for (row, range) in rows.enumerated() {
      if range.contains(position) || (position == range.upperBound && endsLine[row]) { return row }
    }
    return rows.count - 1
  }

  /// The last cursor position on `row`: before a wrapped row's last character (after it is the
  /// next row), or at the end of a row that ends its line.
  func lastPosition(on row: Int) -> Int {
    endsLine[row] ? rows[row].upperBound : rows[row].upperBound - 1
  }
}
