/// A disposable that disposes its inner disposable when it is deinitialized.
///
/// Holding one in a stored property ties a subscription to the owner's lifetime.
public final class ScopedDisposable<Inner: Disposable>: Disposable {
  /// The disposable this one disposes.
  public let inner: Inner

  /// Whether the inner disposable has been disposed.
  public var isDisposed: Bool { inner.isDisposed }

  /// Wraps `disposable`, disposing it on deinitialization.
  public init(_ disposable: Inner) {
    inner = disposable
  }

  deinit {
    inner.dispose()
  }

  /// Performs the disposal; further calls do nothing.
  public func dispose() {
    inner.dispose()
  }
}

extension ScopedDisposable where Inner == AnyDisposable {
  /// Wraps any disposable, disposing it on deinitialization.
  public convenience init(_ disposable: Disposable) {
    self.init(AnyDisposable(disposable))
  }
}

extension ScopedDisposable where Inner == CompositeDisposable {
  /// Adds `rhs` to the inner composite.
  @discardableResult
  public static func += (lhs: ScopedDisposable<CompositeDisposable>, rhs: Disposable?) -> Disposable? {
    lhs.inner.add(rhs)
  }

  /// Adds an action to the inner composite.
  @discardableResult
  public static func += (
    lhs: ScopedDisposable<CompositeDisposable>, rhs: @escaping () -> Void
  ) -> Disposable? {
    lhs.inner.add(rhs)
  }
}
