import Foundation
import ReactiveCore

/// UI time that passes only when a script waits, so scripted runs print the same frames on any
/// machine: the app's UI scheduler is `scheduler` (virtual time), work outside it (requests in
/// flight) is reported by `isBusyOutside`, and what that work schedules (a response) lands only
/// while the script waits (see `VirtualUIScheduler`).
///
/// Settling runs what is due, waits in real time while `isBusyOutside()` is true, and otherwise
/// jumps virtual time to the next scheduled action (a debounce, a spinner tick), until nothing is
/// scheduled within a wait's timeout and nothing is busy. A spinner that turns forever (loading
/// that never ends) keeps the app busy until the timeout, counted in virtual time; a timer due
/// later than a whole wait (a token refresh in an hour) does not.
@MainActor
public final class VirtualUIClock: UIScriptClock {
  /// The UI scheduler to give the app's features.
  public let scheduler: VirtualUIScheduler
  private let isBusyOutside: () -> Bool

  /// Creates a clock over `scheduler`; `isBusyOutside` says whether work the scheduler does not
  /// see is under way (requests in flight, say).
  public init(
    scheduler: VirtualUIScheduler = VirtualUIScheduler(), isBusyOutside: @escaping () -> Bool = { false }
  ) {
    self.scheduler = scheduler
    self.isBusyOutside = isBusyOutside
  }

  /// Runs the actions due at the current virtual time (not work that arrived from outside: that
  /// waits for `settle`).
  public func runDueWork() {
    scheduler.base.advance()
  }

  /// The synchronous `advance(to:)` (in an async context Swift would pick the main-actor one).
  private func advanceSynchronously(to date: Date) {
    scheduler.base.advance(to: date)
  }

  /// Lets virtual time pass until nothing is scheduled and nothing is busy outside; false once
  /// `timeout` seconds went by: virtual seconds the app scheduled for itself, plus real seconds
  /// spent waiting for outside work. A loaded machine therefore never makes a wait fail, and a
  /// wait on the app alone ends the same way on every run.
  public func settle(timeout: Double) async -> Bool {
    let limit = scheduler.currentDate.addingTimeInterval(timeout)
    let clock = ContinuousClock()
    var waitedOutside = Duration.zero
    var quietTurns = 0
    while waitedOutside < .milliseconds(Int64(timeout * 1_000)) {
      if scheduler.admitOutsideWork() { quietTurns = 0 }
      runDueWork()
      if isBusyOutside() || scheduler.hasOutsideWork {
        quietTurns = 0
        waitedOutside += await clock.measure { try? await Task.sleep(for: .milliseconds(2)) }
      } else if let next = scheduler.nextActionDate,
        next <= scheduler.currentDate.addingTimeInterval(timeout)
      {
        // (Work scheduled further off than a whole wait, such as a token refresh due in an
        // hour, is not loading: it does not keep the wait going.)
        quietTurns = 0
        guard next <= limit else { return false }
        advanceSynchronously(to: next)
        // Let the main queue turn, so work that hops there (and outside work the action started)
        // shows up before the next check.
        await Task.yield()
      } else {
        // Nothing scheduled and nothing busy; one more turn of the main queue confirms it. A
        // yield, not a sleep: it needs no timer, so a busy machine cannot stretch it.
        quietTurns += 1
        if quietTurns == 2 { return true }
        await Task.yield()
      }
    }
    return false
  }
}
