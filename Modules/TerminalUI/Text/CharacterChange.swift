/// Where edits changed a list of characters, as one span: the characters from `lowerBound` up to
/// `oldUpperBound` (counted before the edits) now stand from `lowerBound` up to `upperBound`.
/// Everything before the span is as it was, and everything after it is what followed it before,
/// moved by `upperBound - oldUpperBound`. Something laid out per character (a text view's rows)
/// then redoes only the span and what it reaches.
struct CharacterChange: Equatable {
  /// The first position the edits changed.
  var lowerBound: Int
  /// The end of the changed characters, counted before the edits.
  var oldUpperBound: Int
  /// The end of what stands there now.
  var upperBound: Int

  /// The span changed by this change and then `next` (whose positions count after this one):
  /// both spans and what lies between them.
  func followed(by next: CharacterChange) -> CharacterChange {
    let end = max(upperBound, next.oldUpperBound)
    return CharacterChange(
      lowerBound: min(lowerBound, next.lowerBound),
      oldUpperBound: end - (upperBound - oldUpperBound),
      upperBound: end + (next.upperBound - next.oldUpperBound))
  }
}
