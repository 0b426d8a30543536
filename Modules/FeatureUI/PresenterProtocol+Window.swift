import FeatureKit
import TerminalUI

extension PresenterProtocol where Screen == ViewController {
  /// A window showing the presenter's screen in a navigation controller, as an app shows it:
  /// what screen tests and previews start from.
  @MainActor
  public func makeWindow() -> Window {
    let window = Window()
    NavigationController(window: window).push(makeViewController())
    return window
  }
}
