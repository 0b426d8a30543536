import Foundation
import ReactiveCore

/// Shows that something is loading: a turning braille wheel and an optional title
/// ("⠹ Loading posts…"). While stopped it is hidden, unless `hidesWhenStopped` is false.
public final class Spinner: View {
  /// The wheel's frames, one per tick.
  public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Seconds between frames.
  public static let tickInterval: TimeInterval = 0.1

  /// Text after the wheel.
  public var title: String {
    didSet {
      superview?.setNeedsLayout()
      setNeedsDisplay()
    }
  }
  /// Whether a stopped spinner is hidden.
  public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
  /// The frame shown now.
  public private(set) var frameIndex = 0

  private let scheduler: DateScheduler
  private let timer = SerialDisposable()

  /// Creates a stopped spinner that ticks on `scheduler`, which must run actions on the UI
  /// thread (the main queue by default; a `TestScheduler` in tests).
  public init(title: String = "", scheduler: DateScheduler = QueueScheduler.main) {
    self.title = title
    self.scheduler = scheduler
    super.init()
    isHidden = true
  }

  deinit { timer.dispose() }

  /// Whether the wheel turns. Starting resets it to the first frame.
  public var isAnimating = false {
    didSet {
      guard isAnimating != oldValue else { return }
      isHidden = hidesWhenStopped && !isAnimating
      if isAnimating {
        frameIndex = 0
        timer.inner = SignalProducer.timer(interval: .milliseconds(Int(Self.tickInterval * 1000)), on: scheduler)
          .startOnMainActor { [weak self] _ in self?.tick() }
      } else {
        timer.inner = nil
      }
      setNeedsDisplay()
    }
  }

  /// Shows the next frame.
  public func tick() {
    frameIndex = (frameIndex + 1) % Self.frames.count
    setNeedsDisplay()
  }

  override public func preferredSize(in available: Size) -> Size {
    let width = title.isEmpty ? 1 : 2 + title.terminalSafe.displayWidth
    return Size(width: min(width, available.width), height: min(1, available.height))
  }

  override public func draw(in canvas: inout Canvas) {
    let wheel = isAnimating ? Self.frames[frameIndex] : " "
    let text = title.isEmpty ? wheel : wheel + " " + title
    canvas.draw(
      text.truncated(toWidth: frame.size.width), at: frame.origin, style: Style(foreground: .cyan), clip: frame)
  }
}
