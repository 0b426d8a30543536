// Testable: `ResizeSignal` is internal; what it promises is that no resize signal is lost.
import Dispatch
import Synchronization
@testable import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Resizes reach the application however soon after watching starts.
@Suite("Resize signals", .serialized)
struct ResizeSignalTests {
  @Test("a resize signalled at once after watching starts still reaches the handler")
  func resizeRightAway() async {
    let outcome = Mutex<CheckedContinuation<Bool, Never>?>(nil)
    let finish: @Sendable (Bool) -> Void = { received in
      outcome.withLock { continuation in
        continuation?.resume(returning: received)
        continuation = nil
      }
    }
    var source: DispatchSourceRead?
    let received = await withCheckedContinuation { continuation in
      outcome.withLock { $0 = continuation }
      source = ResizeSignal.watch { finish(true) }
      // Before the read source can have been armed: a dispatch signal source dropped this one.
      kill(getpid(), SIGWINCH)  // to the process, as the terminal sends it
      // Only a failing build waits this long (the signal lost, the handler never called).
      DispatchQueue.global().asyncAfter(deadline: .now() + 20) { finish(false) }
    }
    source?.cancel()
    #expect(received, "the resize was lost")
  }
}
