import Foundation
import ReactiveCore

/// Runs a sequence's steps on a scheduler one scheduled action each, as RxSwift's
/// `scheduleRecursive` does: `step` gets the state and a `recurse` that schedules the next run
/// (not calling it ends the recursion). Between two steps the scheduler runs other work and
/// virtual time moves on (on RxTest's scheduler each step is a tick later), and once
/// `lifetime` ends no further step runs.
///
/// What `just`, `generate`, `repeatElement`, `of`, `from` and `range` with a scheduler, and
/// `observe(on:)`, send their events with: one event per action.
func scheduleRecursively<State>(
  on scheduler: ReactiveCore.Scheduler, _ state: State, lifetime: Lifetime,
  _ step: @escaping (State, _ recurse: @escaping (State) -> Void) -> Void
) {
  let recursion = Recursion(scheduler: scheduler, lifetime: lifetime, step: step)
  lifetime += recursion.next
  recursion.schedule(state)
}

/// One recursive schedule: the step, and the next run's scheduled action.
private final class Recursion<State>: @unchecked Sendable {
  let next = SerialDisposable()
  private let scheduler: ReactiveCore.Scheduler
  private let lifetime: Lifetime
  private let step: (State, @escaping (State) -> Void) -> Void

  init(
    scheduler: ReactiveCore.Scheduler, lifetime: Lifetime, step: @escaping (State, @escaping (State) -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.lifetime = lifetime
    self.step = step
  }

  func schedule(_ state: State) {
    let box = StateBox(state)
    next.inner = scheduler.schedule { [self] in
      guard !lifetime.hasEnded else { return }
      step(box.state) { [self] in schedule($0) }
    }
  }
}

/// A state handed to the scheduler's action (actions of one recursion run one at a time).
private struct StateBox<State>: @unchecked Sendable {
  let state: State
  init(_ state: State) { self.state = state }
}
