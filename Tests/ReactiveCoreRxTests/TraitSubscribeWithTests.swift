import ReactiveCoreRx
import Testing

/// RxSwift 6's `subscribe(with:…)` on the three traits: the object comes to each closure while
/// it lives, and the closures are skipped once it is gone (it is held weakly).
@Suite struct TraitSubscribeWithTests {
  final class Screen { var log: [String] = [] }

  @Test func eachTraitPassesTheObjectToEveryClosure() {
    let screen = Screen()
    _ = Single.just(1).subscribe(
      with: screen, onSuccess: { $0.log.append("success \($1)") },
      onFailure: { screen, _ in screen.log.append("failure") },
      onDisposed: { $0.log.append("disposed") })
    _ = Maybe<Int>.error(RxTestError("x")).subscribe(
      with: screen, onSuccess: { $0.log.append("success \($1)") }, onError: { $0.log.append("error \($1)") },
      onCompleted: { $0.log.append("completed") }, onDisposed: { $0.log.append("disposed") })
    _ = Maybe<Int>.just(2).subscribe(
      with: screen, onSuccess: { $0.log.append("success \($1)") }, onCompleted: { $0.log.append("completed") })
    _ = Completable.empty().subscribe(
      with: screen, onCompleted: { $0.log.append("completed") }, onError: { screen, _ in screen.log.append("error") },
      onDisposed: { $0.log.append("disposed") })
    #expect(screen.log == ["success 1", "disposed", "error x", "disposed", "success 2", "completed", "disposed"])
  }

  @Test func closuresAreSkippedOnceTheObjectIsGone() {
    let outcome = PublishSubject<Int>()
    var calls = 0
    var screen: Screen? = Screen()
    _ = outcome.take(1).asSingle().subscribe(
      with: screen!, onSuccess: { _, _ in calls += 1 }, onDisposed: { _ in calls += 1 })
    _ = outcome.take(1).asMaybe().subscribe(
      with: screen!, onSuccess: { _, _ in calls += 1 }, onCompleted: { _ in calls += 1 },
      onDisposed: { _ in calls += 1 })
    _ = outcome.ignoreElements().asCompletable().subscribe(
      with: screen!, onCompleted: { _ in calls += 1 }, onDisposed: { _ in calls += 1 })
    weak let gone = screen
    screen = nil
    #expect(gone == nil, "the subscriptions do not keep the object alive")
    outcome.onNext(1)
    outcome.onCompleted()
    #expect(calls == 0)
  }
}
