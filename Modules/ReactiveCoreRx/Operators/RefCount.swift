import Foundation
import ReactiveCore

/// An observable whose source is subscribed only when `connect()` is called (RxSwift's protocol;
/// `publish()`, `replay(_:)` and `multicast` make `ConnectableObservable`s, and your own types
/// may conform).
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes the source; disposing what it returns unsubscribes it.
  func connect() -> Disposable
}

extension ConnectableObservableType {
  /// An observable that connects when its first subscriber arrives and disconnects when its
  /// last one leaves (or the source ends); the next subscriber then connects again.
  @inlinable
  public func refCount() -> Observable<Element> {
    let counter = ConnectionCounter(self)
    return Observable(SignalProducer { observer, lifetime in counter.join(observer, lifetime) })
  }
}

/// `refCount`'s bookkeeping: how many subscribers the current connection serves.
@usableFromInline final class ConnectionCounter<Element>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline let shared: SignalProducer<Element, Swift.Error>
  @usableFromInline let connect: () -> Disposable
  @usableFromInline var subscribers = 0
  @usableFromInline var connection: Disposable?
  /// Which connection the counts belong to: a subscriber of an earlier one leaving changes
  /// nothing.
  @usableFromInline var generation = 0

  @inlinable init<Connectable: ConnectableObservableType>(_ connectable: Connectable)
  where Connectable.Element == Element {
    shared = connectable.asSignalProducer()
    connect = connectable.connect
  }

  @inlinable func join(_ observer: ReactiveCore.Signal<Element, Swift.Error>.Observer, _ lifetime: Lifetime) {
    lifetime += shared.start(observer)
    guard !lifetime.hasEnded else { return }
    let (generation, isFirst) = lock.withLock { () -> (Int, Bool) in
      // A connection whose source has ended is over even while its end is still being
      // delivered (the connectable disposes it first): a subscription made then, from an
      // `onError` or `onCompleted`, connects anew, as in RxSwift.
      if let live = self.connection as? Cancelable, live.isDisposed {
        subscribers = 0
        self.generation += 1
        self.connection = nil
      }
      subscribers += 1
      return (self.generation, subscribers == 1)
    }
    lifetime.observeEnded { [self] in self.leave(generation) }
    guard isFirst else { return }
    let connection = connect()
    let stale = lock.withLock { () -> Bool in
      guard generation == self.generation, subscribers > 0 else { return true }
      self.connection = connection
      return false
    }
    if stale { connection.dispose() }
  }

  @inlinable func leave(_ generation: Int) {
    let ended = lock.withLock { () -> Disposable? in
      guard generation == self.generation else { return nil }
      subscribers -= 1
      guard subscribers == 0 else { return nil }
      self.generation += 1
      defer { connection = nil }
      return connection
    }
    ended?.dispose()
  }
}
