import ReactiveCore
import Synchronization

/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` returns: disposing it ends the
/// producer's start, then runs `onDisposed`; a terminal event runs `onDisposed` by itself
/// (`ended()`). `onDisposed` runs once, whichever comes first, from any thread. `isDisposed`
/// says whether `dispose()` was called, as RxSwift's disposable for a subscription does (a
/// completed subscription that nobody disposed is not disposed).
///
/// One object instead of the general composite `Disposables.create(a, b)` builds (an array, two
/// closures and two bridges, and a dynamic cast for each bridge): a subscription is made per
/// `just` or per inner observable of a `flatMap`, so this is a hot path (R2 in BENCHMARKS.md).
@usableFromInline
final class SubscriptionDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  @usableFromInline let onDisposed: (() -> Void)?
  @usableFromInline let hasEnded = Atomic<Bool>(false)
  @usableFromInline let wasDisposed = Atomic<Bool>(false)
  /// The producer's start, set once by the subscribing call before the subscription is handed
  /// to anyone who could dispose it.
  @usableFromInline var start: ReactiveCore.Disposable?

  @inlinable
  init(onDisposed: (() -> Void)?) {
    self.onDisposed = onDisposed
  }

  @usableFromInline var isDisposed: Bool { wasDisposed.load(ordering: .acquiring) }

  /// The subscription ended by itself (a terminal event, or the producer interrupted): runs
  /// `onDisposed` unless that already happened.
  @inlinable
  func ended() {
    if !hasEnded.exchange(true, ordering: .acquiringAndReleasing) { onDisposed?() }
  }

  @usableFromInline func dispose() {
    wasDisposed.store(true, ordering: .releasing)
    // Interrupting the start delivers `interrupted`, which calls `ended()`; a start that had
    // already ended needs the call here.
    start?.dispose()
    ended()
  }
}
