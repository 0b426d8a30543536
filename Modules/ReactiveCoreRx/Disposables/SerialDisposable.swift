import ReactiveCore

/// Holds one disposable at a time, as RxSwift's `SerialDisposable`: setting `disposable`
/// disposes the one it replaces, and once this holder is disposed every disposable set is
/// disposed at once. For "the current subscription" that a new one replaces (`flatMapLatest`).
///
/// ReactiveCore's holder of the same name (`inner`) is the same idea; in files that import both
/// modules, write `ReactiveCoreRx.SerialDisposable` for this one.
public final class SerialDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  private struct State {
    var current: Disposable?
    var isDisposed = false
  }

  private let state = ReactiveCore.Atomic(State())

  /// An empty holder.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { state.value.isDisposed }

  /// The disposable held now (`Disposables.create()` when none). Setting one disposes the
  /// previous one, or the new one when this holder is already disposed.
  public var disposable: Disposable {
    get { state.value.current ?? Disposables.create() }
    set {
      let toDispose: Disposable? = state.modify { state in
        if state.isDisposed { return newValue }
        defer { state.current = newValue }
        return state.current
      }
      toDispose?.dispose()
    }
  }

  /// Disposes the disposable held now and every one set later.
  public func dispose() {
    let current: Disposable? = state.modify { state in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
