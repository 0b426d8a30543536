import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads keys from a terminal on a thread of its own and hands them over in batches.
///
/// A lone Escape is told apart from the start of a sequence by time: when bytes of an
/// unfinished sequence wait and nothing follows within `escapeDelay`, they are flushed.
final class KeyReader: @unchecked Sendable {
  /// How long an unfinished sequence waits for its next byte.
  static let escapeDelay: Int32 = 40  // milliseconds

  private let descriptor: Int32
  private let deliver: @Sendable ([Key]) -> Void
  private let onEndOfInput: @Sendable () -> Void
  private var wakePipe: [Int32] = [-1, -1]
  private var thread: Thread?
  /// Guards the wake pipe: the reading thread closes its end when it ends, `stop()` writes to
  /// the other only while the reader is still there (a write to a pipe nobody reads raises
  /// SIGPIPE, and a closed descriptor number may already be someone else's).
  private let lock = NSLock()
  private var readerEnded = false

  /// Reads from `descriptor`; `deliver` gets each batch of keys, `onEndOfInput` runs once if the
  /// input closes (on the reading thread).
  init(descriptor: Int32, deliver: @escaping @Sendable ([Key]) -> Void, onEndOfInput: @escaping @Sendable () -> Void) {
    self.descriptor = descriptor
    self.deliver = deliver
    self.onEndOfInput = onEndOfInput
  }

  /// Starts reading.
  func start() {
    guard thread == nil, pipe(&wakePipe) == 0 else { return }
    let thread = Thread { [self] in run() }
    thread.name = "TerminalUI.KeyReader"
    self.thread = thread
    thread.start()
  }

  /// Stops reading (the thread ends at its next wake-up, which this causes at once).
  func stop() {
    guard thread != nil else { return }
    thread = nil
    lock.withLock {
      if !readerEnded {
        var byte: UInt8 = 0
        _ = write(wakePipe[1], &byte, 1)
      }
      close(wakePipe[1])
    }
  }

  private func run() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    defer {
      lock.withLock {
        readerEnded = true
        close(wakePipe[0])
      }
    }
    while true {
      var descriptors = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.hasPending ? Self.escapeDelay : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if descriptors[1].revents != 0 { return }
      if ready == 0 {
        let keys = decoder.flush()
        if !keys.isEmpty { deliver(keys) }
        continue
      }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else {
        onEndOfInput()
        return
      }
      let keys = decoder.feed(buffer[0..<count])
      if !keys.isEmpty { deliver(keys) }
    }
  }
}
