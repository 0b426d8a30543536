import ReactiveCore

/// UIKit's `UISearchBar` in a terminal: a text field whose Enter is the search button and whose
/// Escape is the cancel button. Escape clears the text (as an edit, so bindings hear the empty
/// text) and is used up; on an empty bar it is left to the screen, which goes back.
public final class SearchBar: TextField {
  private let searchButtonInput: Signal<Void, Never>.Observer
  /// Sends each time the user presses Enter in the bar (after `textValues` has the text).
  public let searchButtonClicks: Signal<Void, Never>
  private let cancelButtonInput: Signal<Void, Never>.Observer
  /// Sends each time the user cancels the search with Escape (after the text is cleared).
  public let cancelButtonClicks: Signal<Void, Never>

  /// Creates a search bar; "Search" is the placeholder unless given.
  public init(text: String = "", placeholder: String = "Search") {
    (searchButtonClicks, searchButtonInput) = Signal<Void, Never>.pipe()
    (cancelButtonClicks, cancelButtonInput) = Signal<Void, Never>.pipe()
    super.init(text: text, placeholder: placeholder, secure: false)
  }

  deinit {
    searchButtonInput.sendCompleted()
    cancelButtonInput.sendCompleted()
  }

  override public func handle(_ key: Key) -> Bool {
    guard isEnabled else { return false }
    switch key {
    case .enter:
      let handled = super.handle(key)
      searchButtonInput.send(value: ())
      return handled
    case .escape:
      guard !text.isEmpty else { return false }
      _ = super.handle(.end)
      _ = super.handle(.control("u"))
      cancelButtonInput.send(value: ())
      return true
    default:
      return super.handle(key)
    }
  }
}
