import ReactiveCore

/// A rectangle of the terminal that draws itself and holds subviews: the base of every view.
///
/// Views are laid out top-down (`layoutSubviews` places the subviews in the view's `frame`, in
/// screen cells) and drawn back to front. Like UIKit views they belong to the main actor, by
/// type; reactive bindings to them hop there (see `Reactive.makeUIBindingTarget`).
///
/// A view's `lifetime` ends when it is deinitialized; bindings to it end then.
@MainActor
open class View: ReactiveExtensionsProvider, LifetimeProviding {
  /// Ends when the view is deinitialized.
  nonisolated public let lifetime: Lifetime
  private let lifetimeToken: Lifetime.Token

  /// The view holding this one, if any.
  public private(set) weak var superview: View?
  /// The views this one holds, back to front.
  public private(set) var subviews: [View] = []
  /// A view that draws this one without holding it as a subview (a table and its cells): it
  /// gets this view's requests for a new frame, and its window is this view's window.
  weak var host: View?

  /// Where the view is, in screen cells. Set by the superview's layout.
  public var frame: Rect = .zero {
    didSet {
      guard frame != oldValue else { return }
      needsLayout = true
      setNeedsDisplay()
    }
  }

  /// A hidden view draws nothing, takes no room in stacks and cannot have focus.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.setNeedsLayout()
      setNeedsDisplay()
      if isHidden { window?.focusedViewBecameUnavailable() }
    }
  }

  /// Whether the view and its subviews take part in input, as UIKit's property of that name: when
  /// false they still draw, but cannot have focus, so keys never reach them (a form locked while
  /// it is being sent). Focus on one of them moves on.
  public var isUserInteractionEnabled = true {
    didSet {
      guard isUserInteractionEnabled != oldValue else { return }
      setNeedsDisplay()
      if !isUserInteractionEnabled { window?.focusedViewBecameUnavailable() }
    }
  }

  /// In a stack, whether the view takes a share of the room left after every view got its
  /// preferred size (a table or a text that should fill the screen).
  public var growsToFill = false {
    didSet { superview?.setNeedsLayout() }
  }

  /// The widest the view is laid out, however wide the terminal: a form or a list reads better
  /// at a measure than stretched across 200 columns (`nil`: as wide as it is given). Stacks and
  /// screens honour it, leaving the rest of the row empty.
  public var maximumWidth: Int? {
    didSet { superview?.setNeedsLayout() }
  }

  /// `width` capped by `maximumWidth`.
  func cappedWidth(_ width: Int) -> Int {
    maximumWidth.map { min(width, $0) } ?? width
  }

  /// Whether `layoutSubviews` must run before the next frame.
  public private(set) var needsLayout = true

  /// Creates a view.
  public init() {
    (lifetime, lifetimeToken) = Lifetime.make()
  }

  // MARK: Tree

  /// Adds `view` on top of the subviews (removing it from its previous superview).
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let window = self.window
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
    window?.focusedViewBecameUnavailable()
  }

  /// The window at the root of the tree, if the view is in one.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview ?? current.host
    }
    return nil
  }

  /// Whether the view and all its ancestors are visible.
  public var isVisibleInTree: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      view = current.superview ?? current.host
    }
    return true
  }

  /// Whether the view can take input: it and all its ancestors are visible and have
  /// `isUserInteractionEnabled`.
  public var isInteractiveInTree: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden || !current.isUserInteractionEnabled { return false }
      view = current.superview ?? current.host
    }
    return true
  }

  // MARK: Layout

  /// The size the view would like within `available` room: at most `available`, never
  /// negative. The default takes no room.
  open func preferredSize(in available: Size) -> Size { .zero }

  /// Places the subviews in `frame`. The default gives every subview the whole frame.
  open func layoutSubviews() {
    for view in subviews { view.frame = frame }
  }

  /// Asks for `layoutSubviews` before the next frame.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Runs the pending layout of this view and its subviews, top-down.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for view in subviews where !view.isHidden { view.layoutIfNeeded() }
  }

  // MARK: Drawing

  /// Asks for a new frame: the window is told that something changed.
  public func setNeedsDisplay() {
    var view: View = self
    while let parent = view.superview ?? view.host { view = parent }
    (view as? Window)?.contentDidChange()
  }

  /// Draws the view's own content inside `frame` (subviews draw after). The default draws nothing.
  open func draw(in canvas: inout Canvas) {}

  /// Draws on top of the subviews (a highlight across a row of them). The default draws nothing.
  open func drawOverlay(in canvas: inout Canvas) {}

  /// Draws the view, its visible subviews, then its overlay, unless it is hidden.
  public func render(into canvas: inout Canvas) {
    guard !isHidden, !frame.isEmpty else { return }
    draw(in: &canvas)
    for view in subviews { view.render(into: &canvas) }
    drawOverlay(in: &canvas)
  }

  // MARK: Focus and keys

  /// Whether Tab can move focus here. The default: no.
  open var canBecomeFocused: Bool { false }

  /// Whether the view has the focus of its window.
  public var isFocused: Bool { window?.focusedView === self }

  /// Called when the view gains or loses focus.
  open func focusDidChange() { setNeedsDisplay() }

  /// Handles `key` and says whether it did. Keys go to the focused view first, then up its
  /// superviews, then to the window. The default handles nothing.
  open func handle(_ key: Key) -> Bool { false }
}

extension View {
  /// The visible, focusable views under this one (itself included), in tree order.
  func focusableViews() -> [View] {
    guard !isHidden, isUserInteractionEnabled else { return [] }
    var found: [View] = canBecomeFocused ? [self] : []
    for view in subviews { found += view.focusableViews() }
    return found
  }
}
