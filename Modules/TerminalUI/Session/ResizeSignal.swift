import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The write end of the pipe the SIGWINCH handler writes to; -1 while nothing watches.
nonisolated(unsafe) private var resizePipeWriteEnd: Int32 = -1

/// SIGWINCH's handler: one byte into the pipe (async-signal-safe; errno is kept for the code
/// the signal interrupted).
private let noteResize: @convention(c) (Int32) -> Void = { _ in
  let savedErrno = errno
  var byte: UInt8 = 1
  _ = write(resizePipeWriteEnd, &byte, 1)
  errno = savedErrno
}

/// Terminal resizes (SIGWINCH) delivered to the main queue, none lost.
///
/// A dispatch signal source did this before, and lost resizes: on Linux it arms after `resume()`
/// returns, and the signal, ignored until then, is dropped; a window resized just after the
/// first frame kept its old layout until the next resize (seen under load in
/// `TerminalSessionTests.resize`). Here a handler installed with `sigaction` before `watch`
/// returns writes a byte into a pipe, which keeps it until the read source, however late it is
/// armed, reads it.
enum ResizeSignal {
  /// Runs `handler` on the main queue after each resize (quick successive ones may run it once:
  /// it should read the terminal's size then). Cancel the returned source to stop; that puts
  /// SIGWINCH back to its default action. Nil if no pipe could be made.
  static func watch(_ handler: @escaping @Sendable () -> Void) -> DispatchSourceRead? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    for end in [readEnd, writeEnd] {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    resizePipeWriteEnd = writeEnd
    setResizeAction(noteResize, flags: SA_RESTART)
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    source.setEventHandler {
      var drained = [UInt8](repeating: 0, count: 64)
      while read(readEnd, &drained, drained.count) > 0 {}
      handler()
    }
    source.setCancelHandler {
      setResizeAction(nil, flags: 0)
      resizePipeWriteEnd = -1
      close(readEnd)
      close(writeEnd)
    }
    source.resume()
    return source
  }

  /// Installs `handler` for SIGWINCH, or its default action when nil.
  private static func setResizeAction(_ handler: (@convention(c) (Int32) -> Void)?, flags: Int32) {
    var action = SignalAction()
    action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    _ = sigaction(SIGWINCH, &action, nil)
  }
}
