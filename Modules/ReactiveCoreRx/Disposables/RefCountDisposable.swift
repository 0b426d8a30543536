import ReactiveCore

/// Disposes an underlying disposable only when it has been disposed itself and every handle
/// that `retain()` gave out has been disposed too, as RxSwift's `RefCountDisposable`: for a
/// resource shared by a subscription and the inner subscriptions it hands out (`window`,
/// `groupBy`).
public final class RefCountDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  private struct State {
    var underlying: Disposable?
    var handles = 0
    var isPrimaryDisposed = false
  }

  private let state: ReactiveCore.Atomic<State>

  /// A counter for `disposable`.
  public init(disposable: Disposable) {
    state = ReactiveCore.Atomic(State(underlying: disposable))
  }

  /// Whether the underlying disposable has been disposed.
  public var isDisposed: Bool { state.value.underlying == nil }

  /// A handle that keeps the underlying disposable alive until it is disposed (each handle counts
  /// once, however often it is disposed). After the underlying one was disposed, a handle that
  /// does nothing.
  public func retain() -> Disposable {
    let alive = state.modify { state -> Bool in
      guard state.underlying != nil else { return false }
      state.handles += 1
      return true
    }
    guard alive else { return Disposables.create() }
    return Disposables.create { [self] in release() }
  }

  /// Disposes the underlying disposable now if no handle is out, else when the last handle is
  /// disposed.
  public func dispose() {
    let underlying: Disposable? = state.modify { state in
      guard !state.isPrimaryDisposed else { return nil }
      state.isPrimaryDisposed = true
      return Self.takeUnderlyingIfUnused(&state)
    }
    underlying?.dispose()
  }

  private func release() {
    let underlying: Disposable? = state.modify { state in
      state.handles -= 1
      return Self.takeUnderlyingIfUnused(&state)
    }
    underlying?.dispose()
  }

  private static func takeUnderlyingIfUnused(_ state: inout State) -> Disposable? {
    guard state.isPrimaryDisposed, state.handles == 0 else { return nil }
    defer { state.underlying = nil }
    return state.underlying
  }
}
