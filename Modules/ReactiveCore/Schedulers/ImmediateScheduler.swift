/// Runs every action at once, on the calling thread.
public final class ImmediateScheduler: Scheduler {
  /// Creates the scheduler.
  public init() {}

  /// Runs `action` now.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
    action()
    return nil
  }
}
