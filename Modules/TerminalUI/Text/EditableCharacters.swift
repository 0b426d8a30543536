/// Text being edited at a cursor, as `TextField` and `TextView` keep it: the characters, the
/// text they make, the cursor between them, and the edits keys make there. Each edit says
/// whether it changed anything, and leaves the characters as their text reads them: editing one
/// character at a time can make a list that reads otherwise (a combining accent typed after "e"
/// is one "é", two regional indicators are one flag, and a lone one typed before a flag pairs
/// anew), and a cursor counted in the list would then point past the text's end, or between the
/// wrong characters.
///
/// A key costs what it touches, not the text's length (E2 in Tooling/Benchmarks): the
/// characters live in a gap buffer whose room stays at the cursor, the text is kept beside them
/// and edited in place where the cursor stands (its place in the text is kept too; the bytes
/// after it still move, about a sixteenth of what moving the characters would), and only the
/// characters from the one before an edit are read again, up to where they read as before (a
/// run of flags an edit re-pairs is read to its end).
struct EditableCharacters {
  /// The characters, as their text reads them.
  private(set) var characters = CharacterGapBuffer()
  /// The text the characters make.
  private(set) var text = ""
  /// The number of characters before the cursor.
  private(set) var cursor = 0
  /// The cursor's place in `text`, in UTF-8 code units.
  private var cursorUTF8Offset = 0
  /// What the edits since the last `takeChange()` changed.
  private var change: CharacterChange?

  /// Replaces everything with `text` (already safe to show), the cursor at its end.
  mutating func replaceAll(with text: String) {
    let oldCount = characters.count
    self.text = text
    characters = CharacterGapBuffer(text)
    cursor = characters.count
    cursorUTF8Offset = text.utf8.count
    record(CharacterChange(lowerBound: 0, oldUpperBound: oldCount, upperBound: characters.count))
  }

  /// Moves the cursor to `position`, kept within the text.
  mutating func moveCursor(to position: Int) {
    let target = min(max(0, position), characters.count)
    cursorUTF8Offset = utf8Offset(of: target)
    cursor = target
  }

  /// Inserts `text` (already safe to show) at the cursor and moves the cursor after it.
  mutating func insert(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    replace(cursor..<cursor, with: text)
    return true
  }

  /// Removes the character before the cursor (Backspace), if there is one.
  mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    replace(cursor - 1..<cursor, with: "")
    return true
  }

  /// Removes the character after the cursor (Delete), if there is one.
  mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    replace(cursor..<cursor + 1, with: "")
    return true
  }

  /// Removes the characters from `start` to the cursor (Ctrl-U), if there are any.
  mutating func delete(from start: Int) -> Bool {
    guard start < cursor else { return false }
    replace(start..<cursor, with: "")
    return true
  }

  /// What changed since the last call (`nil`: nothing), for a view that lays the characters out
  /// to redo only that.
  mutating func takeChange() -> CharacterChange? {
    defer { change = nil }
    return change
  }

  /// Replaces the characters in `range` with `replacement`'s, the cursor after them.
  private mutating func replace(_ range: Range<Int>, with replacement: String) {
    let inserted = Array(replacement)
    let lowerOffset = utf8Offset(of: range.lowerBound)
    let upperOffset = utf8Offset(of: range.upperBound)
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: lowerOffset)
    let upper = utf8.index(lower, offsetBy: upperOffset - lowerOffset)
    // On the String itself: through its scalar view the whole text would be made again.
    text.replaceSubrange(lower..<upper, with: replacement)
    characters.replaceSubrange(range, with: inserted)
    cursor = range.lowerBound + inserted.count
    cursorUTF8Offset = lowerOffset + replacement.utf8.count
    record(CharacterChange(lowerBound: range.lowerBound, oldUpperBound: range.upperBound, upperBound: cursor))
    resegment(from: max(0, range.lowerBound - 1), pastEdit: cursor)
  }

  /// Makes the characters from `start` on read as the text does again, after an edit that ends
  /// at `editEnd`, moving the cursor to the same place (after a character it fell inside of).
  ///
  /// Where the text breaks into characters depends only on what comes before a break and the
  /// scalar after it, so the breaks before the edit stand; and from a break that the characters
  /// after the edit had before and have again, the rest reads as before (a break between two
  /// regional indicators has an even number of them before it in either case). So it reads a
  /// window from `start` (a break before the edit), and widens it until such a break lies
  /// inside it, or it reaches the text's end.
  private mutating func resegment(from start: Int, pastEdit editEnd: Int) {
    var margin = 4
    while true {
      let end = min(characters.count, editEnd + margin)
      let read = Array(window(start..<end))
      if let (oldEnd, newEnd) = sharedBreak(of: read, from: start, pastEdit: editEnd, windowEnd: end) {
        guard !read[..<newEnd].elementsEqual(characters[start..<oldEnd], by: Self.sameScalars) else { return }
        moveCursor(from: characters[start..<oldEnd], to: read[..<newEnd], at: start)
        characters.replaceSubrange(start..<oldEnd, with: read[..<newEnd])
        record(CharacterChange(lowerBound: start, oldUpperBound: oldEnd, upperBound: start + newEnd))
        return
      }
      margin *= 2
    }
  }

  /// The characters in `range` as one text (appended one by one: `String(characters[range])`
  /// goes through the standard library's unspecialized generic code).
  private func window(_ range: Range<Int>) -> String {
    var text = ""
    for index in range { text.append(characters[index]) }
    return text
  }

  /// The first break at or after `editEnd` where both the characters and `read` (the window from
  /// `start` up to `windowEnd`, read again) break: the position in the characters and the index
  /// in `read`. A break at the window's end counts only at the text's end (elsewhere the window
  /// ends there, not the text).
  private func sharedBreak(of read: [Character], from start: Int, pastEdit editEnd: Int, windowEnd: Int)
    -> (Int, Int)?
  {
    var position = start
    var scalars = 0
    var readIndex = 0
    var readScalars = 0
    while true {
      if scalars == readScalars, position >= editEnd, position < windowEnd || windowEnd == characters.count {
        return (position, readIndex)
      }
      if scalars <= readScalars {
        guard position < windowEnd else { return nil }
        scalars += characters[position].unicodeScalars.count
        position += 1
      } else {
        guard readIndex < read.count else { return nil }
        readScalars += read[readIndex].unicodeScalars.count
        readIndex += 1
      }
    }
  }

  /// Moves the cursor (among `old`, from `start`) as `old` is replaced by `new`, which holds the
  /// same scalars: to the same place, or after the new character it falls inside of.
  private mutating func moveCursor(from old: Slice<CharacterGapBuffer>, to new: ArraySlice<Character>, at start: Int) {
    let scalarsBefore = old.prefix(cursor - start).reduce(0) { $0 + $1.unicodeScalars.count }
    let oldUTF8 = old.prefix(cursor - start).reduce(0) { $0 + $1.utf8.count }
    var scalars = 0
    var position = new.startIndex
    while position < new.endIndex, scalars < scalarsBefore {
      scalars += new[position].unicodeScalars.count
      position += 1
    }
    let newUTF8 = new[..<position].reduce(0) { $0 + $1.utf8.count }
    cursor = start + (position - new.startIndex)
    cursorUTF8Offset += newUTF8 - oldUTF8
  }

  /// The place of `position` in `text`, in UTF-8 code units, counted from the cursor's (so it
  /// costs as many characters as lie between them).
  private func utf8Offset(of position: Int) -> Int {
    if position == characters.count { return text.utf8.count }
    if position >= cursor {
      return cursorUTF8Offset + characters[cursor..<position].reduce(0) { $0 + $1.utf8.count }
    }
    if position < cursor - position { return characters[..<position].reduce(0) { $0 + $1.utf8.count } }
    return cursorUTF8Offset - characters[position..<cursor].reduce(0) { $0 + $1.utf8.count }
  }

  private mutating func record(_ next: CharacterChange) {
    change = change.map { $0.followed(by: next) } ?? next
  }

  /// Whether two characters are made of the same scalars (`==` would take "é" for "e" + U+0301).
  private static func sameScalars(_ first: Character, _ second: Character) -> Bool {
    first.unicodeScalars.elementsEqual(second.unicodeScalars)
  }

  /// What is wrong with the characters, their text and the cursor's place in it, if anything
  /// (for tests: it reads the whole text).
  func invariantViolations() -> [String] {
    var violations: [String] = []
    let read = Array(text)
    if read.count != characters.count || !read.elementsEqual(characters, by: Self.sameScalars) {
      violations.append(
        "the text reads \(read.count) characters \(read), not the \(characters.count) kept \(characters)")
    }
    if !(0...characters.count).contains(cursor) {
      violations.append("the cursor \(cursor) lies outside \(characters.count) characters")
    } else if characters[..<cursor].reduce(0, { $0 + $1.utf8.count }) != cursorUTF8Offset {
      violations.append("the cursor's UTF-8 offset \(cursorUTF8Offset) is not that of \(cursor) characters")
    }
    return violations
  }
}
