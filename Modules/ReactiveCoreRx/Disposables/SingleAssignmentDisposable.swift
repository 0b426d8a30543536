import ReactiveCore

/// Holds one disposable that is set once, possibly after this holder was already disposed (then
/// the disposable set is disposed at once), as RxSwift's `SingleAssignmentDisposable`: for a
/// subscription that must be disposable before it exists.
///
/// Setting a second disposable is a programming error and stops the program, as in RxSwift.
public final class SingleAssignmentDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  private enum State {
    case waiting
    case holding(Disposable)
    case disposedBeforeSet
    case disposed
  }

  private let state = ReactiveCore.Atomic(State.waiting)

  /// An empty holder.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    state.withValue { state in
      switch state {
      case .waiting, .holding: false
      case .disposedBeforeSet, .disposed: true
      }
    }
  }

  /// Sets the disposable this holder disposes; disposes it at once when the holder was already
  /// disposed.
  public func setDisposable(_ disposable: Disposable) {
    let disposeNow: Bool = state.modify { state in
      switch state {
      case .waiting:
        state = .holding(disposable)
        return false
      case .disposedBeforeSet:
        state = .disposed
        return true
      case .holding, .disposed:
        preconditionFailure("SingleAssignmentDisposable: a disposable was already set")
      }
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the disposable set (or, if none is set yet, the one that will be).
  public func dispose() {
    let held: Disposable? = state.modify { state in
      switch state {
      case .waiting:
        state = .disposedBeforeSet
        return nil
      case let .holding(disposable):
        state = .disposed
        return disposable
      case .disposedBeforeSet, .disposed:
        return nil
      }
    }
    held?.dispose()
  }
}
