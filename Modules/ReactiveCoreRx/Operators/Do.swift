import Foundation
import ReactiveCore

extension ObservableType {
  /// Runs side effects around each subscription's events without changing them: `onNext`,
  /// `onError`, `onCompleted` before the event goes on (a throwing `onNext` fails the sequence),
  /// `afterNext`, `afterError`, `afterCompleted` after it has reached the observer (a throw from
  /// the last two goes nowhere: the sequence has ended),
  /// `onSubscribe` before subscribing, `onSubscribed` after, `onDispose` when the subscription
  /// ends for any reason, after the source's subscription is disposed (and, for a source that
  /// ends while it is subscribed to, after `onSubscribed`), as in RxSwift.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    // The source's own end is marked where its resources hang (its lifetime), so `onDispose`
    // can wait for them: a source that ends by itself is disposed after its end has been
    // delivered, which is after this subscription's lifetime ended.
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        onSubscribe?()
        let order = DisposalOrder(onDispose)
        let marked: SignalProducer<Element, Swift.Error> = source.apply(order.markingTheSourcesEnd)
        lifetime += marked.start { event in
          do {
            switch event {
            case let .value(element):
              try onNext?(element)
              observer.send(value: element)
              try afterNext?(element)
            case let .failed(error):
              try onError?(error)
              observer.send(error: error)
              try afterError?(error)
            case .completed:
              try onCompleted?()
              observer.sendCompleted()
              try afterCompleted?()
            case .interrupted:
              observer.sendInterrupted()
            }
          } catch {
            observer.send(error: error)
          }
        }
        onSubscribed?()
        // Registered after the source's subscription, so it runs after that is disposed.
        lifetime.observeEnded { order.subscriptionEnded() }
      })
  }
}

/// When `do(onDispose:)` runs: after this subscription has ended and, if the source ended by
/// itself, after the source's own resources were disposed (RxSwift's order: the source's
/// disposable, then `onDispose`).
@usableFromInline final class DisposalOrder: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline let onDispose: (() -> Void)?
  @usableFromInline var sourceEnded = false
  @usableFromInline var sourceReleased = false
  @usableFromInline var subscriptionOver = false

  @inlinable init(_ onDispose: (() -> Void)?) {
    self.onDispose = onDispose
  }

  /// Passes the source's events on, noting when it ends by itself: its lifetime then ends
  /// after this end is delivered, and the hook registered now runs after its resources go.
  @inlinable func markingTheSourcesEnd<Element>(
    _ downstream: ReactiveCore.Signal<Element, Swift.Error>.Observer.Handler, _ lifetime: Lifetime
  ) -> ReactiveCore.Signal<Element, Swift.Error>.Observer.Handler {
    .events { [self] event in
      switch event {
      case .completed, .failed:
        lock.withLock { sourceEnded = true }
        lifetime.observeEnded { [self] in sourceWasReleased() }
      case .value, .interrupted:
        break
      }
      downstream.send(event)
    }
  }

  @inlinable func sourceWasReleased() {
    let run = lock.withLock { () -> Bool in
      sourceReleased = true
      return subscriptionOver
    }
    if run { onDispose?() }
  }

  @inlinable func subscriptionEnded() {
    let run = lock.withLock { () -> Bool in
      subscriptionOver = true
      return !sourceEnded || sourceReleased
    }
    if run { onDispose?() }
  }
}
