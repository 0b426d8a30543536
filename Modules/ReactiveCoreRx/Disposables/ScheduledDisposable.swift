import ReactiveCore

/// Disposes a disposable on a scheduler, as RxSwift's `ScheduledDisposable`: for resources that
/// must be released on the thread that owns them (a view's observation on the main queue).
/// `isDisposed` turns true when the scheduled disposal has run; disposing again does nothing.
public final class ScheduledDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  /// Where the disposal runs.
  public let scheduler: ImmediateSchedulerType
  private let disposable: ReactiveCore.Atomic<Disposable?>

  /// A disposable that disposes `disposable` on `scheduler`.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    self.disposable = ReactiveCore.Atomic(disposable)
  }

  /// Whether the disposal has run on the scheduler.
  public var isDisposed: Bool { disposable.value == nil }

  /// Schedules the disposal on the scheduler.
  public func dispose() {
    scheduler.schedule { [self] in disposable.swap(nil)?.dispose() }
  }
}
