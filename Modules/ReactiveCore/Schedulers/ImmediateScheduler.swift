/// Runs every action at once, on the calling thread.
public final class ImmediateScheduler: Scheduler {
  /// Creates the scheduler.
  public init() {}

  /// Runs `action` now, on the calling thread (so it need not be `@Sendable`).
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    action()
    return nil
  }
}
