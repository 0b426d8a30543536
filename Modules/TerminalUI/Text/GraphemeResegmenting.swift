extension Array where Element == Character {
  /// Makes the characters again from their text, and moves `cursor` (a count of characters
  /// before it) to the same place. Editing one character at a time can leave a list that reads
  /// as fewer characters: a combining accent typed after "e" is one "é", and two regional
  /// indicators are one flag. Without this the text and its count disagree with the list, so a
  /// cursor could point past the text's end. A cursor that lands inside a joined character goes
  /// after it.
  mutating func resegment(keeping cursor: inout Int) {
    let text = String(self)
    guard text.count != count else { return }
    let scalarsBefore = self[..<cursor].reduce(0) { $0 + $1.unicodeScalars.count }
    self = Array(text)
    var scalars = 0
    var position = 0
    while position < count, scalars < scalarsBefore {
      scalars += self[position].unicodeScalars.count
      position += 1
    }
    cursor = position
  }
}
