extension String {
  /// The text without leading and trailing whitespace: what forms check for emptiness, send and
  /// search with.
  public var trimmingSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
