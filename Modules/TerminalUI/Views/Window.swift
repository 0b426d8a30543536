/// The root of a view tree: it fills the terminal, owns focus, routes keys and says when a new
/// frame is needed.
///
/// Tab and Shift-Tab move focus through the visible focusable views in tree order (wrapping
/// around). Any other key goes to the focused view, then up its superviews, then to
/// `unhandledKeyHandler`.
public final class Window: View {
  /// The view that gets keys first.
  public private(set) weak var focusedView: View?
  /// Called when something in the tree changed and a frame is due (the app coalesces calls).
  public var onNeedsDisplay: (() -> Void)?
  /// Gets keys no view handled (screen-wide commands such as quit or back).
  public var unhandledKeyHandler: ((Key) -> Bool)?
  /// The navigation controller showing its screens here, kept alive by the window.
  public internal(set) var rootNavigationController: NavigationController?
  /// Whether something changed since the last `draw(size:)`.
  public private(set) var needsDisplay = true
  /// The smallest size the screens need. Below it the window shows which size it needs instead
  /// of cut-off content, and keys go only to `unhandledKeyHandler` (so quitting still works).
  public var minimumSize: Size? {
    didSet { contentDidChange() }
  }
  /// Whether the last frame was too small for `minimumSize`.
  public private(set) var isTooSmall = false

  /// Creates an empty window.
  override public init() {
    super.init()
  }

  /// The view filling the window (replacing the previous one); focus goes to its first
  /// focusable view.
  public var contentView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let contentView { addSubview(contentView) }
      focusedView = nil
      ensureFocus()
      setNeedsLayout()
    }
  }

  /// How deep in `dispatch` we are; focus changes forced by views becoming unavailable wait
  /// until the outermost dispatch ends.
  private var dispatchDepth = 0
  private var focusCheckPending = false

  /// Sends `key` through the focus chain; says whether anything handled it.
  ///
  /// A focused view that becomes unavailable while the key is handled (a button disabled while
  /// its synchronous action runs) keeps focus if it is available again when the handling ends;
  /// only one that stays unavailable (a Next button at the last item) gives focus away.
  @discardableResult
  public func dispatch(_ key: Key) -> Bool {
    if isTooSmall { return unhandledKeyHandler?(key) ?? false }
    dispatchDepth += 1
    defer {
      dispatchDepth -= 1
      if dispatchDepth == 0, focusCheckPending {
        focusCheckPending = false
        focusedViewBecameUnavailable()
      }
    }
    ensureFocus()
    switch key {
    case .tab: return moveFocus(by: 1)
    case .shiftTab: return moveFocus(by: -1)
    default: break
    }
    var responder = focusedView
    while let view = responder, view !== self {
      if view.handle(key) { return true }
      responder = view.superview
    }
    return unhandledKeyHandler?(key) ?? false
  }

  /// Gives focus to `view` (if it can take it), or to nobody.
  public func focus(_ view: View?) {
    guard view !== focusedView else { return }
    if let view, !(view.canBecomeFocused && view.isInteractiveInTree && view.window === self) { return }
    let previous = focusedView
    focusedView = view
    previous?.focusDidChange()
    view?.focusDidChange()
  }

  /// Moves focus `step` places along the focusable views, wrapping around.
  @discardableResult
  public func moveFocus(by step: Int) -> Bool {
    let candidates = focusableViews()
    guard !candidates.isEmpty else { return false }
    let current = candidates.firstIndex { $0 === focusedView }
    let next: Int
    if let current {
      next = ((current + step) % candidates.count + candidates.count) % candidates.count
    } else {
      next = step >= 0 ? 0 : candidates.count - 1
    }
    focus(candidates[next])
    return true
  }

  /// Lays out the tree at `size` and draws it; clears `needsDisplay`. Below `minimumSize`, draws
  /// what size is needed instead.
  public func draw(size: Size) -> Canvas {
    if let minimumSize, size.width < minimumSize.width || size.height < minimumSize.height {
      isTooSmall = true
      needsDisplay = false
      return Self.tooSmallFrame(size: size, needed: minimumSize)
    }
    isTooSmall = false
    ensureFocus()
    if frame.size != size { frame = Rect(origin: .zero, size: size) }
    layoutIfNeeded()
    var canvas = Canvas(size: size)
    render(into: &canvas)
    needsDisplay = false
    return canvas
  }

  override public func layoutSubviews() {
    for view in subviews { view.frame = frame }
  }

  /// "Window too small", the size needed and the size now, centred, each line cut to fit.
  static func tooSmallFrame(size: Size, needed: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let lines = [
      "Window too small", "need \(needed.width) x \(needed.height)", "now \(size.width) x \(size.height)",
    ]
    let top = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < size.height {
      let text = line.truncated(toWidth: size.width)
      let left = max(0, (size.width - text.displayWidth) / 2)
      canvas.draw(text, at: Point(x: left, y: top + index), style: index == 0 ? .bold : .plain)
    }
    return canvas
  }

  func contentDidChange() {
    needsDisplay = true
    onNeedsDisplay?()
  }

  /// Moves focus away from a view that was hidden, disabled or removed (after the key being
  /// dispatched, if any, has been handled).
  func focusedViewBecameUnavailable() {
    if dispatchDepth > 0 {
      focusCheckPending = true
      return
    }
    if let focusedView, focusedView.canBecomeFocused, focusedView.isInteractiveInTree, focusedView.window === self {
      return
    }
    let previous = focusedView
    focusedView = nil
    previous?.focusDidChange()
    ensureFocus()
  }

  private func ensureFocus() {
    if focusedView == nil, let first = focusableViews().first { focus(first) }
  }
}
