/// Text being edited at a cursor, as `TextField` and `TextView` keep it: the characters, the
/// cursor between them, and the edits keys make there. Each edit says whether it changed
/// anything, and leaves the characters as their text reads them: editing one character at a
/// time can make a list that reads otherwise (a combining accent typed after "e" is one "é",
/// two regional indicators are one flag, and a lone one typed before a flag pairs anew), and a
/// cursor counted in the list would then point past the text's end, or between the wrong
/// characters.
struct EditableCharacters {
  /// The characters, as their text reads them.
  private(set) var characters: [Character] = []
  /// The number of characters before the cursor.
  private(set) var cursor = 0

  /// The text.
  var text: String { String(characters) }

  /// Replaces everything with `text` (already safe to show), the cursor at its end.
  mutating func replaceAll(with text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  /// Moves the cursor to `position`, kept within the text.
  mutating func moveCursor(to position: Int) {
    cursor = min(max(0, position), characters.count)
  }

  /// Inserts `text` (already safe to show) at the cursor and moves the cursor after it.
  mutating func insert(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    let inserted = Array(text)
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
    resegment()
    return true
  }

  /// Removes the character before the cursor (Backspace), if there is one.
  mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    characters.remove(at: cursor - 1)
    cursor -= 1
    resegment()
    return true
  }

  /// Removes the character after the cursor (Delete), if there is one.
  mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    characters.remove(at: cursor)
    resegment()
    return true
  }

  /// Removes the characters from `start` to the cursor (Ctrl-U), if there are any.
  mutating func delete(from start: Int) -> Bool {
    guard start < cursor else { return false }
    characters.removeSubrange(start..<cursor)
    cursor = start
    resegment()
    return true
  }

  /// Makes the characters again from their text when it reads otherwise, moving the cursor to
  /// the same place (after a character it fell inside of).
  private mutating func resegment() {
    let rebuilt = Array(String(characters))
    guard rebuilt.count != characters.count || !rebuilt.elementsEqual(characters, by: Self.sameScalars) else { return }
    let scalarsBefore = characters[..<cursor].reduce(0) { $0 + $1.unicodeScalars.count }
    characters = rebuilt
    var scalars = 0
    var position = 0
    while position < characters.count, scalars < scalarsBefore {
      scalars += characters[position].unicodeScalars.count
      position += 1
    }
    cursor = position
  }

  /// Whether two characters are made of the same scalars (`==` would take "é" for "e" + U+0301).
  private static func sameScalars(_ first: Character, _ second: Character) -> Bool {
    first.unicodeScalars.elementsEqual(second.unicodeScalars)
  }
}
