import ReactiveCoreRx
import Testing

private struct UnhandledByHooksTest: Error {}

/// `Hooks` are global, so these tests run one at a time and restore what they change.
@Suite(.serialized) struct HooksTests {
  @Test func anErrorWithoutOnErrorGoesToTheDefaultHandlerWithTheRecordedStack() {
    let saved = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError)
    defer {
      (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError) = saved
    }
    nonisolated(unsafe) var received: [[String]] = []
    Hooks.defaultErrorHandler = { stack, error in
      if error is UnhandledByHooksTest { received.append(stack) }
    }
    _ = Observable<Int>.error(UnhandledByHooksTest()).subscribe(onNext: { _ in })
    Hooks.customCaptureSubscriptionCallstack = { ["subscribed here"] }
    Hooks.recordCallStackOnError = true
    _ = Observable<Int>.error(UnhandledByHooksTest()).subscribe(onNext: { _ in })
    _ = Observable<Int>.error(UnhandledByHooksTest()).subscribe(onError: { _ in })
    #expect(received == [[], ["subscribed here"]], "a handled error does not reach the hook")
  }

  @Test func anErrorReachingATraitWithoutAHandlerGoesToTheDefaultHandler() {
    let saved = Hooks.defaultErrorHandler
    defer { Hooks.defaultErrorHandler = saved }
    nonisolated(unsafe) var reported = 0
    Hooks.defaultErrorHandler = { _, error in
      if error is UnhandledByHooksTest { reported += 1 }
    }
    _ = Single<Int>.error(UnhandledByHooksTest()).subscribe(onSuccess: { _ in })
    _ = Maybe<Int>.error(UnhandledByHooksTest()).subscribe(onSuccess: { _ in })
    _ = Completable.error(UnhandledByHooksTest()).subscribe(onCompleted: {})
    #expect(reported == 3, "one report per trait")
    _ = Single<Int>.error(UnhandledByHooksTest()).subscribe(onSuccess: { _ in }, onFailure: { _ in })
    _ = Maybe<Int>.error(UnhandledByHooksTest()).subscribe(onError: { _ in })
    _ = Maybe<Int>.error(UnhandledByHooksTest()).subscribe { _ in }
    #expect(reported == 3, "an error the subscriber handles is not reported")
  }
}
