/// How long something lives: an object, a started producer, a signal's generator.
///
/// Resources attached with `+=` or `observeEnded` are disposed when the lifetime ends. A lifetime
/// ends when its `Token` is deinitialized (or disposed), or when the composite behind it is.
public final class Lifetime: @unchecked Sendable {
  @usableFromInline let disposables: CompositeDisposable

  /// A signal that completes when the lifetime ends. Observing it after the end delivers
  /// `interrupted`, like any terminated signal.
  public var ended: Signal<Never, Never> {
    Signal { observer, signalLifetime in
      signalLifetime += disposables.add { observer.sendCompleted() }
    }
  }

  /// Whether the lifetime has ended.
  public var hasEnded: Bool { disposables.isDisposed }

  /// Creates a lifetime that ends when `disposables` is disposed.
  public init(_ disposables: CompositeDisposable) {
    self.disposables = disposables
  }

  /// Creates a lifetime that ends when `token` is deinitialized or disposed.
  public convenience init(_ token: Token) {
    self.init(token.disposables)
  }

  /// Runs `action` when the lifetime ends (at once if it has already ended).
  ///
  /// - returns: A handle that cancels the observation, or `nil` if the lifetime had ended.
  @discardableResult
  public func observeEnded(_ action: @escaping () -> Void) -> Disposable? {
    disposables.add(action)
  }

  /// Disposes `disposable` when the lifetime ends (at once if it has already ended).
  ///
  /// - returns: A handle that detaches `disposable` again without disposing it.
  @discardableResult
  public static func += (lifetime: Lifetime, disposable: Disposable?) -> Disposable? {
    lifetime.disposables.add(disposable)
  }

  /// Makes a lifetime and the token that ends it.
  public static func make() -> (lifetime: Lifetime, token: Token) {
    let token = Token()
    return (Lifetime(token), token)
  }

  /// A lifetime that has already ended.
  public static let empty: Lifetime = {
    let disposables = CompositeDisposable()
    disposables.dispose()
    return Lifetime(disposables)
  }()

  /// A lifetime that never ends.
  public static let persistent = Lifetime(CompositeDisposable())

  /// The owner's end of a lifetime: the lifetime ends when the token is deinitialized, or when
  /// `dispose()` is called.
  public final class Token: @unchecked Sendable {
    @usableFromInline let disposables = CompositeDisposable()

    /// Creates a token for a new lifetime.
    public init() {}

    deinit { disposables.dispose() }

    /// Ends the lifetime now.
    public func dispose() { disposables.dispose() }
  }
}
