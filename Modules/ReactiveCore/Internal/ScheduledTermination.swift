import Foundation
import Synchronization

/// The end of a stream whose operator delivers on a scheduler (`observe(on:)`, `delay`,
/// `debounce`, `throttle`, `collect(every:)`, `lazyMap`...): exactly one terminal event reaches
/// the downstream, on the scheduler.
///
/// As in ReactiveSwift, disposing a producer instance that contains such an operator delivers
/// `interrupted` on the operator's scheduler rather than at once: creating a termination marks
/// the instance (see `EventRelay.dispose()`), and the end of the stream's lifetime schedules the
/// interruption unless a terminal event was already scheduled.
@usableFromInline
final class ScheduledTermination<Value, Error: Swift.Error>: @unchecked Sendable {
  /// Set when a terminal event is delivered (on the scheduler), as in ReactiveSwift: a terminal
  /// event scheduled for later does not stop an earlier interruption.
  private let delivered = Synchronization.Atomic<Bool>(false)
  private let pendingTerminal = SerialDisposable()
  private let downstream: Signal<Value, Error>.Observer.Handler
  private let scheduler: Scheduler

  @usableFromInline
  init(downstream: Signal<Value, Error>.Observer.Handler, lifetime: Lifetime, scheduler: Scheduler) {
    self.downstream = downstream
    self.scheduler = scheduler
    lifetime.disposables.interruptionIsScheduled.store(true, ordering: .releasing)
    lifetime.observeEnded { [self] in
      // Ended by a terminal event this operator delivered: nothing left to do. Ended by
      // disposal: cancel a terminal event scheduled for later and interrupt now, on the scheduler.
      guard !isClaimed else { return }
      pendingTerminal.dispose()
      let target = UncheckedSendable(self)
      scheduler.schedule { target.value.deliver(.interrupted, flush: nil) }
    }
  }

  /// Whether a terminal event has been delivered: later values must be dropped.
  @usableFromInline var isClaimed: Bool { delivered.load(ordering: .acquiring) }

  /// Schedules `terminal` at `date` if given, else as soon as the scheduler runs; `flush` runs
  /// first, in the same scheduled action (a last value). Only the first terminal event to run
  /// is delivered.
  @usableFromInline
  func schedule(_ terminal: Signal<Value, Error>.Event, at date: Date? = nil, flush: (() -> Void)? = nil) {
    let work = UncheckedSendable((self, terminal, flush))
    let action: @Sendable () -> Void = { work.value.0.deliver(work.value.1, flush: work.value.2) }
    if let date, let dateScheduler = scheduler as? DateScheduler {
      pendingTerminal.inner = dateScheduler.schedule(after: date, action: action)
    } else {
      pendingTerminal.inner = scheduler.schedule(action)
    }
  }

  /// Claims termination for an operator that sends its terminal event itself from inside a
  /// scheduled action. Returns `false` if a terminal event was already delivered.
  @usableFromInline
  func claimNow() -> Bool {
    !delivered.exchange(true, ordering: .acquiringAndReleasing)
  }

  private func deliver(_ terminal: Signal<Value, Error>.Event, flush: (() -> Void)?) {
    guard claimNow() else { return }
    flush?()
    downstream.send(terminal)
  }
}
