import Foundation
import ReactiveCore

extension ObservableType {
  /// Subscribes again after every error, without end. A source that fails while it is being
  /// subscribed to is subscribed to again in a loop, not from inside its own failure, so the
  /// stack does not grow however often it fails (RxSwift's trampoline).
  @inlinable
  public func retry() -> Observable<Element> {
    resubscribing(attempts: nil)
  }

  /// Subscribes at most `maxAttemptCount` times in all (the first subscription counts, as in
  /// RxSwift: `retry(3)` is one try and two retries), then forwards the last error.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    precondition(maxAttemptCount >= 0, "retry(_:) needs a count of zero or more")
    guard maxAttemptCount > 0 else { return .empty() }
    return resubscribing(attempts: maxAttemptCount)
  }

  /// Subscribes to the source again after each error, at most `attempts` times in all (`nil`:
  /// without end). A failure during the subscribing call is answered by the loop around that
  /// call; a later one subscribes again from the failure's own call, whose stack has unwound.
  @inlinable func resubscribing(attempts: Int?) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let subscription = ReactiveCore.SerialDisposable()
        lifetime += subscription
        let loop = ResubscriptionLoop()
        func subscribe() {
          loop.subscribe {
            guard !lifetime.hasEnded else { return }
            subscription.inner = source.start { event in
              guard case let .failed(error) = event else { return observer.send(event) }
              guard attempts.map({ loop.subscriptionsMade < $0 }) ?? true else { return observer.send(error: error) }
              subscribe()
            }
          }
        }
        subscribe()
      })
  }

  /// Replaces an error with `element`, then completes.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    Observable(asSignalProducer().flatMapError { _ in SignalProducer(value: element) })
  }

  /// Replaces an error with the sequence `handler` returns for it (a throwing handler fails
  /// with its own error).
  @inlinable
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
    Observable(
      asSignalProducer().flatMapError { error in
        do { return try handler(error).producer } catch { return SignalProducer(error: error) }
      })
  }
}

/// How `retry` and `retry(when:)` subscribe again without growing the stack (RxSwift's
/// trampoline): a subscription asked for while one is being made (its source failed at once) is
/// made by the loop around that call, after it returns; one asked for later is made at once.
@usableFromInline final class ResubscriptionLoop: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline var made = 0
  @usableFromInline var subscribing = false
  @usableFromInline var again = false

  @inlinable init() {}

  /// How many subscriptions were made.
  @inlinable var subscriptionsMade: Int { lock.withLock { made } }

  /// Runs `makeSubscription` now, or, if a subscription is being made, once more after it.
  @inlinable func subscribe(_ makeSubscription: () -> Void) {
    let runsHere = lock.withLock { () -> Bool in
      if subscribing {
        again = true
        return false
      }
      subscribing = true
      return true
    }
    guard runsHere else { return }
    var more = true
    while more {
      lock.withLock { made += 1 }
      makeSubscription()
      more = lock.withLock { () -> Bool in
        defer { again = false }
        subscribing = again
        return again
      }
    }
  }
}
