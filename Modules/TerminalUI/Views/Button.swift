import ReactiveCore

/// A control with a title that runs something when pressed (Enter or Space while focused).
///
/// Drawn as `[ Title ]`; when focused `[>Title<]`, when disabled `[-Title-]` (and dimmed in
/// colour), so its state reads in plain text too.
public final class Button: View {
  /// The title.
  public var title: String {
    didSet {
      if title != oldValue {
        superview?.setNeedsLayout()
        setNeedsDisplay()
      }
    }
  }
  /// Whether pressing does anything. Bound from the action by `reactive.pressed`.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      setNeedsDisplay()
      if !isEnabled { window?.focusedViewBecameUnavailable() }
    }
  }
  /// Runs on each press while enabled.
  public var onPress: (() -> Void)?

  private let pressesInput: Signal<Void, Never>.Observer
  /// Sends on each press while enabled, and completes when the button is deinitialized.
  public let presses: Signal<Void, Never>

  let pressedBinding = SerialDisposable()
  var pressedAction: CocoaAction<Button>?

  /// Creates a button.
  public init(title: String, onPress: (() -> Void)? = nil) {
    self.title = title
    self.onPress = onPress
    (presses, pressesInput) = Signal<Void, Never>.pipe()
    super.init()
  }

  deinit {
    pressesInput.sendCompleted()
    pressedBinding.dispose()
  }

  /// Presses the button, as Enter would: does nothing when disabled.
  public func press() {
    guard isEnabled else { return }
    onPress?()
    pressedAction?.execute(self)
    pressesInput.send(value: ())
  }

  /// A disabled button cannot take focus.
  override public var canBecomeFocused: Bool { isEnabled }

  override public func handle(_ key: Key) -> Bool {
    switch key {
    case .enter, .character(" "):
      press()
      return true
    default:
      return false
    }
  }

  override public func preferredSize(in available: Size) -> Size {
    Size(width: min(available.width, title.terminalSafe.displayWidth + 4), height: min(1, available.height))
  }

  override public func draw(in canvas: inout Canvas) {
    let (open, close) = isEnabled ? (isFocused ? ("[>", "<]") : ("[ ", " ]")) : ("[-", "-]")
    var style: Style = isEnabled ? .plain : .dim
    if isFocused { style = style.adding(isEnabled ? .reversed : .bold) }
    let inner = title.terminalSafe.truncated(toWidth: frame.size.width - 4)
    canvas.draw(open + inner + close, at: frame.origin, style: style, clip: frame)
  }
}
