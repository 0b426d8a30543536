#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// What the signal handlers need to put the terminal back. Signal handlers cannot capture
// context or allocate, so this lives in globals written before the handlers are installed and
// read only through async-signal-safe calls (tcsetattr, write, sigaction, raise).

/// The C `struct sigaction` (its name is also a function's).
typealias SignalAction = sigaction

/// The terminal settings to restore, and on which descriptors. The settings live on the heap:
/// a Swift global of an imported C struct with tail padding is allocated at the struct's size
/// (57 bytes for termios) while copies write its stride (60), which AddressSanitizer catches.
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
/// The raw-mode settings, to enter again after a suspend.
nonisolated(unsafe) private let rawSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
nonisolated(unsafe) private var savedInput: Int32 = -1
nonisolated(unsafe) private var savedOutput: Int32 = -1
/// 1 while the terminal is in raw mode and must be restored.
nonisolated(unsafe) private var needsRestore: sig_atomic_t = 0
/// The handlers that were installed before ours, to pass crashes on to (the Swift backtracer).
nonisolated(unsafe) private var previousActions = [SignalAction](repeating: SignalAction(), count: 65)

/// Leaves the alternate screen, shows the cursor, resets styles and stops marking pastes: the
/// bytes written on restore.
private let restoreSequence: [UInt8] = Array(
  (ANSI.resetStyle + ANSI.showCursor + ANSI.disableBracketedPaste + ANSI.leaveAlternateScreen).utf8)

/// Puts the terminal back as it was before `TerminalRestore.enter`; async-signal-safe and
/// idempotent.
private func restoreTerminalNow() {
  guard needsRestore == 1 else { return }
  needsRestore = 0
  restoreSequence.withUnsafeBytes { bytes in _ = write(savedOutput, bytes.baseAddress, bytes.count) }
  _ = tcsetattr(savedInput, TCSAFLUSH, savedSettings)
}

/// For SIGINT, SIGTERM, SIGHUP and SIGQUIT: restore, then die of the same signal with its
/// default action, so the shell sees the usual status (130 for Ctrl-C from `kill`, 143 for TERM).
private let terminate: @convention(c) (Int32) -> Void = { signal in
  restoreTerminalNow()
  var action = SignalAction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  _ = sigaction(signal, &action, nil)
  _ = raise(signal)
}

/// For crashes (a trap, an abort, a bad access): restore, then let whatever handled the signal
/// before (the Swift runtime's backtracer) report it to a sane terminal, with the crash's own
/// signal information and registers, then die of the signal. The backtracer returns expecting the
/// faulting instruction to fault again; a signal sent with `kill` never does, and the program
/// would then run on with its terminal restored under it, so this ends it with the default action.
private let crash: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
  signal, information, context in
  restoreTerminalNow()
  let previous = previousActions[Int(signal)]
  if previous.sa_flags & SA_SIGINFO != 0 {
    previous.__sigaction_handler.sa_sigaction?(signal, information, context)
  } else if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
    handler(signal)  // neither SIG_DFL (0) nor SIG_IGN (1)
  }
  var action = SignalAction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  _ = sigaction(signal, &action, nil)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  sigaddset(&unblocked, signal)
  _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  _ = raise(signal)
}

/// For SIGTSTP (Ctrl-Z, which the application raises itself since raw mode turns key signals
/// off, or `kill -TSTP`): restore the terminal, then stop with the default action; the shell
/// gets its terminal back as it was. When continued, catch the next one too; the application
/// enters raw mode again on SIGCONT (`TerminalRestore.reenter`).
private func suspendNow(_ signal: Int32) {
  restoreTerminalNow()
  var stop = SignalAction()
  stop.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&stop.sa_mask)
  _ = sigaction(SIGTSTP, &stop, nil)
  var blocked = sigset_t()
  sigemptyset(&blocked)
  sigaddset(&blocked, SIGTSTP)
  _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
  _ = raise(SIGTSTP)  // stopped here until SIGCONT
  var again = SignalAction()
  again.__sigaction_handler.sa_handler = suspendNow
  sigemptyset(&again.sa_mask)
  _ = sigaction(SIGTSTP, &again, nil)
}

/// Raw mode with a guaranteed way back: the terminal is restored on `leave`, on `exit`, on
/// SIGINT/SIGTERM/SIGHUP/SIGQUIT, when the program crashes, and while it is suspended (SIGTSTP).
enum TerminalRestore {
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  nonisolated(unsafe) private static var atExitInstalled = false

  /// Saves the settings of `device`, switches it to raw mode, and installs the handlers.
  /// Returns false when `device` is not a terminal.
  static func enter(_ device: TerminalDevice) -> Bool {
    var settings = termios()
    guard tcgetattr(device.input, &settings) == 0 else { return false }
    savedSettings.initialize(to: settings)
    savedInput = device.input
    savedOutput = device.output
    // Raw input: no echo, no line editing, no signals from keys (Ctrl-C arrives as a byte),
    // no flow control or CR translation; output processing stays on.
    var raw = settings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(device.input, TCSAFLUSH, &raw) == 0 else { return false }
    rawSettings.initialize(to: raw)
    needsRestore = 1
    for signal in terminatingSignals { install(terminate, for: signal) }
    install(suspendNow, for: SIGTSTP)
    for signal in crashSignals { installCrashHandler(for: signal) }
    if !atExitInstalled {
      atExitInstalled = true
      atexit { restoreTerminalNow() }
    }
    return true
  }

  /// Puts the terminal back in raw mode after the program was continued (SIGCONT); false if it
  /// was not left by a suspend (still raw, or never entered).
  static func reenter() -> Bool {
    guard needsRestore == 0, savedInput >= 0 else { return false }
    guard tcsetattr(savedInput, TCSAFLUSH, rawSettings) == 0 else { return false }
    needsRestore = 1
    return true
  }

  /// Stops the program as Ctrl-Z does in a shell: the terminal is restored while it is stopped,
  /// and this returns once it is continued. The signal is raised on the calling thread, with
  /// SIGTSTP unblocked for the call (the main queue may run on a dispatch thread that blocks
  /// it), so the stop happens here and no frame is drawn meanwhile.
  static func suspend() {
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGTSTP)
    var previousMask = sigset_t()
    _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
    _ = raise(SIGTSTP)
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  /// Whether the terminal is in raw mode now (not left, not suspended): frames are drawn only
  /// then.
  static var isRaw: Bool { needsRestore == 1 }

  /// Restores the terminal and the previous signal handlers.
  static func leave() {
    restoreTerminalNow()
    for signal in terminatingSignals + crashSignals + [SIGTSTP] {
      var previous = previousActions[Int(signal)]
      _ = sigaction(signal, &previous, nil)
    }
  }

  /// Installs `crash` for `signal` with the signal's information and registers, which it passes
  /// to the handler it replaces.
  private static func installCrashHandler(for signal: Int32) {
    var action = SignalAction()
    action.__sigaction_handler.sa_sigaction = crash
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO
    var previous = SignalAction()
    _ = sigaction(signal, &action, &previous)
    previousActions[Int(signal)] = previous
  }

  private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32) {
    var action = SignalAction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = SignalAction()
    _ = sigaction(signal, &action, &previous)
    previousActions[Int(signal)] = previous
  }
}
