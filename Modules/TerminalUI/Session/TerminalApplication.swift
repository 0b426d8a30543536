import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs a window full screen in a terminal: raw mode, the alternate screen, a hidden cursor and
/// bracketed paste (a paste arrives as one `.paste` key) while it runs, keys routed to the
/// window, a frame drawn whenever something changed (only the lines that changed are written),
/// and a new layout when the terminal is resized.
///
/// The terminal is restored when `run()` returns, when the process exits, on SIGINT, SIGTERM,
/// SIGHUP and SIGQUIT, when the program crashes, and while it is suspended (Ctrl-Z or SIGTSTP;
/// it takes the terminal back and redraws on SIGCONT). Ctrl-C quits.
@MainActor
public final class TerminalApplication {
  /// Why `run()` returned.
  public enum Ending: Equatable, Sendable {
    /// `quit()` was called.
    case quit
    /// The user pressed Ctrl-C.
    case interrupted
    /// The input closed.
    case endOfInput
  }

  /// The window shown.
  public let window: Window
  /// Styled or plain frames.
  public let colorMode: ColorMode
  private let device: TerminalDevice
  private var writer = LineDiffWriter()
  private var size: Size
  private var renderScheduled = false
  private var reader: KeyReader?
  private var resizeSource: DispatchSourceRead?
  private var continueSource: DispatchSourceSignal?
  private var ending: CheckedContinuation<Ending, Never>?

  /// The largest frame drawn; frames fill the terminal when `nil` or when the terminal is smaller.
  public let maximumSize: Size?

  /// Creates an application showing `window` on `device` (standard input and output), in frames
  /// of at most `maximumSize`.
  public init(window: Window, colorMode: ColorMode, device: TerminalDevice = .standard, maximumSize: Size? = nil) {
    self.window = window
    self.colorMode = colorMode
    self.device = device
    self.maximumSize = maximumSize
    size = Self.frameSize(terminal: device.size, maximum: maximumSize)
  }

  /// The terminal's size (80x24 if unknown), capped by `maximum`.
  static func frameSize(terminal: Size?, maximum: Size?) -> Size {
    let terminal = terminal ?? Size(width: 80, height: 24)
    guard let maximum else { return terminal }
    return Size(width: min(terminal.width, maximum.width), height: min(terminal.height, maximum.height))
  }

  /// Takes over the terminal until `quit()`, Ctrl-C or the end of input, then restores it.
  /// Returns at once with `.endOfInput` if the device is not an interactive terminal.
  public func run() async -> Ending {
    guard device.isInteractive, TerminalRestore.enter(device) else { return .endOfInput }
    device.write(ANSI.takeOverScreen)
    window.onNeedsDisplay = { [weak self] in self?.scheduleRender() }
    startReadingKeys()
    watchResizes()
    render()
    let ending = await withCheckedContinuation { self.ending = $0 }
    reader?.stop()
    reader = nil
    resizeSource?.cancel()
    resizeSource = nil
    continueSource?.cancel()
    continueSource = nil
    window.onNeedsDisplay = nil
    TerminalRestore.leave()
    return ending
  }

  /// Ends `run()` after the current turn of the main queue.
  public func quit() {
    finish(.quit)
  }

  /// Draws a frame now if anything changed (frames are otherwise coalesced per main-queue turn).
  public func render() {
    renderScheduled = false
    // Suspended by a SIGTSTP from outside (handled on another thread): draw nothing until SIGCONT.
    guard window.needsDisplay, TerminalRestore.isRaw else { return }
    let canvas = window.draw(size: size)
    device.write(writer.update(to: canvas, colorMode: colorMode))
  }

  private func finish(_ reason: Ending) {
    guard let ending else { return }
    self.ending = nil
    ending.resume(returning: reason)
  }

  private func scheduleRender() {
    guard !renderScheduled else { return }
    renderScheduled = true
    DispatchQueue.main.async { MainActor.assumeIsolated { self.render() } }
  }

  private func startReadingKeys() {
    let reader = KeyReader(
      descriptor: device.input,
      deliver: { keys in
        DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.handle(keys) } }
      },
      onEndOfInput: {
        DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.finish(.endOfInput) } }
      })
    self.reader = reader
    reader.start()
  }

  private func handle(_ keys: [Key]) {
    for key in keys {
      if key == .interrupt {
        finish(.interrupted)
        return
      }
      if key == .control("z") {
        // Raw mode turns key signals off, so Ctrl-Z arrives as a key: stop as the shell would
        // have stopped us (the terminal is restored meanwhile). Returning means we were
        // continued, so the screen comes back here, without waiting for SIGCONT's source (which
        // still serves a stop from outside; `resume` does nothing the second time).
        TerminalRestore.suspend()
        resume()
        continue
      }
      window.dispatch(key)
    }
    render()
  }

  /// After a suspend: raw mode, the alternate screen and a whole frame again.
  private func resume() {
    guard TerminalRestore.reenter() else { return }
    device.write(ANSI.takeOverScreen)
    if let terminal = device.size { size = Self.frameSize(terminal: terminal, maximum: maximumSize) }
    writer.invalidate()
    window.setNeedsLayout()
    render()
  }

  private func watchResizes() {
    resizeSource = ResizeSignal.watch { [weak self] in
      MainActor.assumeIsolated {
        guard let self, let terminal = self.device.size else { return }
        let newSize = Self.frameSize(terminal: terminal, maximum: self.maximumSize)
        guard newSize != self.size else { return }
        self.size = newSize
        self.writer.invalidate()
        self.window.setNeedsLayout()
        self.render()
      }
    }
    // Continuing always happens; ignoring SIGCONT only lets the source see it.
    signal(SIGCONT, SIG_IGN)
    let continued = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
    continued.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resume() } }
    continued.resume()
    continueSource = continued
  }
}
