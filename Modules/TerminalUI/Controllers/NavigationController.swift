/// A stack of screens in a window, as `UINavigationController` is: the top controller's view
/// fills a `ScreenView` with its title, status and key hints. Escape or Backspace (which text
/// fields keep for editing) goes back when the top screen and its views did not handle it and
/// there is a screen to go back to. A screen shown again gets focus back where it was when it was
/// covered.
///
/// The window keeps its navigation controller alive (as a window keeps its root view controller).
@MainActor
public final class NavigationController {
  /// The window the screens are shown in.
  public private(set) weak var window: Window?
  /// The controllers, bottom to top.
  public private(set) var viewControllers: [ViewController] = []
  /// Gets the keys no screen handled (quit, for instance); says whether it did.
  public var unhandledKeyHandler: ((Key) -> Bool)?

  /// Creates a navigation controller showing its screens in `window`.
  public init(window: Window) {
    self.window = window
    window.rootNavigationController = self
    window.unhandledKeyHandler = { [weak self] key in self?.handleUnhandled(key) ?? false }
  }

  /// The screen on top.
  public var topViewController: ViewController? { viewControllers.last }

  /// Shows `controller` on top of the others.
  public func push(_ controller: ViewController) {
    topViewController?.lastFocusedView = window?.focusedView
    topViewController?.viewDidDisappear(false)
    controller.navigationController = self
    viewControllers.append(controller)
    show()
  }

  /// Removes the top screen (not the last one) and shows the one below.
  @discardableResult
  public func pop() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.viewDidDisappear(false)
    popped.navigationController = nil
    show()
    return popped
  }

  /// UIKit's spelling of `push(_:)` (a terminal does not animate).
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    push(viewController)
  }

  /// UIKit's spelling of `pop()`.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    pop()
  }

  /// Replaces every screen with `controllers` (the last one shown).
  public func setViewControllers(_ controllers: [ViewController]) {
    topViewController?.viewDidDisappear(false)
    for controller in viewControllers { controller.navigationController = nil }
    viewControllers = controllers
    for controller in controllers { controller.navigationController = self }
    show()
  }

  /// Called by the top controller when its title, status or hints changed.
  func topDidChange() {
    guard let screen = window?.contentView as? ScreenView, let top = topViewController else { return }
    screen.title = top.title
    screen.status = top.status
    screen.statusIsError = top.statusIsError
    screen.keyHints = top.keyHints
  }

  private func show() {
    guard let window else { return }
    guard let top = topViewController else {
      window.contentView = nil
      return
    }
    let view = top.view
    view.removeFromSuperview()
    window.contentView = ScreenView(title: top.title, content: view)
    if let focused = top.lastFocusedView { window.focus(focused) }
    topDidChange()
    top.viewWillAppear(false)
  }

  private func handleUnhandled(_ key: Key) -> Bool {
    if let top = topViewController, top.handle(key) { return true }
    if key == .escape || key == .backspace, viewControllers.count > 1 {
      pop()
      return true
    }
    return unhandledKeyHandler?(key) ?? false
  }
}
