import FeatureKit
import FeatureUI
import TerminalUI

/// Drives a feature's screen as a user would, in a window of a fixed size: a frame is drawn
/// when the driver is made and after every key, as the app draws them, so the screen is laid
/// out before the first key (Enter works on the first row without moving first).
///
/// ```swift
/// let screen = ScreenDriver(PostsPresenter(provider: provider, scheduler: scheduler))
/// scheduler.advance(by: 1)
/// screen.press(.enter)
/// #expect(screen.text.contains("20 of 100 posts"))
/// ```
@MainActor
public final class ScreenDriver {
  /// The window the screen is in (inside a navigation controller, as the app shows it).
  public let window: Window
  /// The size every frame is drawn at.
  public let size: Size
  private var lastFrame: Canvas

  /// Drives `window` at `size` (80 x 24 by default, the demo's scripted size).
  public init(window: Window, size: Size = Size(width: 80, height: 24)) {
    self.window = window
    self.size = size
    lastFrame = window.draw(size: size)
  }

  /// Drives `presenter`'s screen, in a window as the app shows it.
  public convenience init<Presenter: PresenterProtocol>(
    _ presenter: Presenter, size: Size = Size(width: 80, height: 24)
  ) where Presenter.Screen == ViewController {
    self.init(window: presenter.makeWindow(), size: size)
  }

  /// Presses `key` `times` times, drawing after each.
  public func press(_ key: Key, times: Int = 1) {
    for _ in 0..<times {
      window.dispatch(key)
      lastFrame = window.draw(size: size)
    }
  }

  /// Types `text` a key per character into what has focus.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// The screen now (drawn again, so what timers and results changed shows).
  public var frame: Canvas {
    lastFrame = window.draw(size: size)
    return lastFrame
  }

  /// The screen now as plain text, one line a row.
  public var lines: [String] { frame.plainLines }

  /// The screen now as plain text.
  public var text: String { lines.joined(separator: "\n") }
}
