/// Something in a list that changed place: at `source` before, at `destination` after. Rows
/// move between index paths, sections and flat-list items between indices.
public struct ListMove<Position: Hashable & Sendable>: Hashable, Sendable {
  /// Where it was, in the old list.
  public var source: Position
  /// Where it is, in the new list.
  public var destination: Position

  /// Creates a move.
  public init(source: Position, destination: Position) {
    self.source = source
    self.destination = destination
  }
}
