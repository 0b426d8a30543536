/// The search field a list screen shows above its rows (`ListScreenController`'s `search`): a
/// label before it ("Search", "Title") and what it says while empty ("type to filter by name").
public struct ListSearch: Sendable {
  /// The word before the field.
  public var label: String
  /// What the empty field shows.
  public var placeholder: String

  /// A search field labelled `label`, showing `placeholder` while empty.
  public init(label: String = "Search", placeholder: String) {
    self.label = label
    self.placeholder = placeholder
  }
}
