import ReactiveCore

/// A disposable that only records whether it was disposed, as RxSwift's `BooleanDisposable`:
/// for work that checks `isDisposed` to stop (a loop in `create`).
public final class BooleanDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  private let disposed: ReactiveCore.Atomic<Bool>

  /// A disposable not yet disposed.
  public convenience init() {
    self.init(isDisposed: false)
  }

  /// A disposable that starts disposed or not.
  public init(isDisposed: Bool) {
    disposed = ReactiveCore.Atomic(isDisposed)
  }

  /// Whether `dispose()` has been called (or it was made disposed).
  public var isDisposed: Bool { disposed.value }

  /// Marks it disposed.
  public func dispose() {
    disposed.value = true
  }
}
