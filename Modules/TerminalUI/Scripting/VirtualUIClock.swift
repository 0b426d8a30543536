import Foundation
import ReactiveCore

/// UI time that passes only when a script waits, so scripted runs print the same frames on any
/// machine: the app's UI scheduler is `scheduler` (virtual time), and work outside it (requests
/// in flight) is reported by `isBusyOutside`.
///
/// Settling runs what is due, waits in real time while `isBusyOutside()` is true, and otherwise
/// jumps virtual time to the next scheduled action (a debounce, a spinner tick), until nothing is
/// scheduled and nothing is busy. A spinner that turns forever (loading that never ends) keeps
/// the app busy until the timeout.
@MainActor
public final class VirtualUIClock: UIScriptClock {
  /// The UI scheduler to give the app's features.
  public let scheduler: TestScheduler
  private let isBusyOutside: () -> Bool

  /// Creates a clock over `scheduler`; `isBusyOutside` says whether work the scheduler does not
  /// see is under way (requests in flight, say).
  public init(scheduler: TestScheduler = TestScheduler(), isBusyOutside: @escaping () -> Bool = { false }) {
    self.scheduler = scheduler
    self.isBusyOutside = isBusyOutside
  }

  /// Runs the actions due at the current virtual time.
  public func runDueWork() {
    scheduler.advance()
  }

  /// Lets virtual time pass until nothing is scheduled and nothing is busy outside; false after
  /// `timeout` seconds of real time.
  public func settle(timeout: Double) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1_000))
    var quietTurns = 0
    while ContinuousClock.now < deadline {
      scheduler.advance()
      if isBusyOutside() {
        quietTurns = 0
        try? await Task.sleep(for: .milliseconds(2))
      } else if let next = scheduler.nextActionDate {
        quietTurns = 0
        scheduler.advance(to: next)
        // Let the main queue turn, so work that hops there (and outside work the action started)
        // shows up before the next check.
        await Task.yield()
      } else {
        // Nothing scheduled and nothing busy; one more turn of the main queue confirms it.
        quietTurns += 1
        if quietTurns == 2 { return true }
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    return false
  }
}
