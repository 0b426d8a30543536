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
    let membership = Membership()
    lifetime += shared.start { [self] event in
      // The first end of a connection to reach a subscriber ends it before it is passed on, as
      // RxSwift's refCount does: a subscription made while the end is delivered connects anew.
      switch event {
      case .completed, .failed: connectionEnded(membership)
      case .value, .interrupted: break
      }
      observer.send(event)
    }
    guard !lifetime.hasEnded else { return }
    let (generation, isFirst) = lock.withLock { () -> (Int, Bool) in
      subscribers += 1
      membership.generation = self.generation
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

  /// Ends the connection `membership` was counted in, if it is still the current one: no
  /// subscriber counts any more, and the next one connects again.
  @inlinable func connectionEnded(_ membership: Membership) {
    let ended = lock.withLock { () -> Disposable? in
      guard let generation = membership.generation, generation == self.generation else { return nil }
      subscribers = 0
      self.generation += 1
      defer { connection = nil }
      return connection
    }
    ended?.dispose()
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

/// Which connection of a `refCount` one subscriber was counted in (set under the counter's lock
/// once it is counted; nil while it is joining).
@usableFromInline final class Membership: @unchecked Sendable {
  @usableFromInline var generation: Int?
  @inlinable init() {}
}
