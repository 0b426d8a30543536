import Foundation
import ReactiveCore

/// Runs a sequence's steps on a scheduler one scheduled action each, as RxSwift's
/// `scheduleRecursive` does: the step gets the state and a `recurse` that schedules the next run
/// (not calling it ends the recursion until `start` is called again). Between two steps the
/// scheduler runs other work and virtual time moves on (on RxTest's scheduler each step is a
/// tick later), and once the lifetime ends no further step runs.
///
/// What `just`, `generate`, `repeatElement`, `of`, `from` and `range` with a scheduler, and
/// `observe(on:)`, send their events with: one event per action. One instance serves a whole
/// subscription (`observe(on:)` starts it again for each burst of events), so a long-lived one
/// holds one pending action at most.
@usableFromInline final class RecursiveSchedule<State>: @unchecked Sendable {
  @usableFromInline let next = ReactiveCore.SerialDisposable()
  @usableFromInline let scheduler: ReactiveCore.Scheduler
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let step: (State, @escaping (State) -> Void) -> Void

  /// A recursion of `step` on `scheduler` that ends with `lifetime`.
  @inlinable init(
    on scheduler: ReactiveCore.Scheduler, lifetime: Lifetime,
    step: @escaping (State, _ recurse: @escaping (State) -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.lifetime = lifetime
    self.step = step
    lifetime += next
  }

  /// Schedules a run of the step with `state`.
  @inlinable func start(_ state: State) {
    let box = StateBox(state)
    // The slot takes its place before the action is scheduled: on a concurrent scheduler the
    // action can run, and schedule the run after it, before `schedule` returns here, and that
    // later run must not be the one replaced (cancelled).
    let slot = ReactiveCore.SerialDisposable()
    next.inner = slot
    slot.inner = scheduler.schedule { [self] in
      guard !lifetime.hasEnded else { return }
      step(box.state) { [self] in start($0) }
    }
  }
}

/// A state handed to the scheduler's action (actions of one recursion run one at a time).
@usableFromInline struct StateBox<State>: @unchecked Sendable {
  @usableFromInline let state: State
  @inlinable init(_ state: State) { self.state = state }
}
