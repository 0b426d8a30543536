import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The write end of the pipe the signal handler reports to (a signal handler can reach only
/// globals; a plain integer, so the handler reads it without touching the heap).
nonisolated(unsafe) private var stopSignalWriteEnd: Int32 = -1

/// SIGINT and SIGTERM as a callback on the main queue, with no window in which a signal is lost:
/// the handler is installed synchronously and only writes a byte to a pipe, which stays readable
/// until the callback runs. (A dispatch signal source registers asynchronously after `resume()`,
/// so a signal sent right after start-up could be ignored.)
final class StopSignals {
  private let source: any DispatchSourceRead

  /// Calls `onStop` on the main queue after SIGINT or SIGTERM (once per signal).
  init(onStop: @escaping @Sendable () -> Void) {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0, "api-server: no pipe for signals")
    let readEnd = ends[0]
    stopSignalWriteEnd = ends[1]
    for number in [SIGINT, SIGTERM] {
      signal(number) { _ in
        var byte: UInt8 = 1
        _ = write(stopSignalWriteEnd, &byte, 1)
      }
    }
    source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
    source.setEventHandler {
      var byte: UInt8 = 0
      _ = read(readEnd, &byte, 1)
      onStop()
    }
    source.resume()
  }

  /// Stops listening; signals get their default action again.
  func cancel() {
    source.cancel()
    for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
  }
}
