import ReactiveCore

/// The scheduler `Driver` and `Signal` deliver on: a new `MainScheduler()` for each trait, as
/// RxCocoa's `make` gives (each counts its own queued work, see `MainScheduler.init()`), unless a
/// test swaps it with `mock(scheduler:action:)` (RxCocoa's API).
///
/// The swap is task-local, not global as in RxCocoa: tests running in parallel each see their
/// own scheduler, and code outside the `action` still sees the main queue.
public enum SharingScheduler {
  @TaskLocal private static var mocked: SchedulerBox?

  /// Makes the scheduler a trait made now will use.
  public static var make: () -> SchedulerType {
    if let mocked { return { mocked.scheduler } }
    return { MainScheduler() }
  }

  /// Runs `action` with traits made inside it delivering on `scheduler` (a `TestScheduler`, so
  /// `Driver` code runs in virtual time).
  public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result) rethrows -> Result {
    try $mocked.withValue(SchedulerBox(scheduler: scheduler), operation: action)
  }

  /// Runs `action` with traits made inside it delivering on a scheduler from `makeScheduler`.
  public static func mock<Result>(
    makeScheduler: @escaping @Sendable () -> SchedulerType, action: () throws -> Result
  ) rethrows -> Result {
    try mock(scheduler: makeScheduler(), action: action)
  }
}

/// A scheduler held in a task-local value.
private struct SchedulerBox: Sendable {
  let scheduler: SchedulerType
}
