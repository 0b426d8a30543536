import Foundation
import ReactiveCore

/// One group of `groupBy`: the elements that share `key`, as a hot sequence (subscribe to it
/// when it arrives, or miss what it has already sent).
public struct GroupedObservable<Key, Element>: ObservableType {
  /// What every element of the group has in common.
  public let key: Key
  @usableFromInline let source: Observable<Element>

  /// A group of `source`'s elements under `key`.
  @inlinable
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the group's elements from now on.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group as a plain observable.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }
}

extension ObservableType {
  /// Splits the sequence into groups by `keySelector`: a group is sent the first time its key
  /// is seen, before its first element, and then gets every element with that key. When the
  /// source completes or fails, every group ends the same way, then the sequence of groups
  /// does; a throwing `keySelector` fails them all with its error.
  ///
  /// As in RxSwift, the source stays subscribed while the sequence of groups or any group is:
  /// disposing the outer subscription sends no more groups, but the groups already sent go on
  /// (and end with the source); disposing a group's subscription leaves the others alone.
  @inlinable
  public func groupBy<Key: Hashable>(
    keySelector: @escaping (Element) throws -> Key
  ) -> Observable<GroupedObservable<Key, Element>> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let connection = GroupingConnection()
        lifetime.observeEnded { connection.release() }
        var groups: [Key: PublishSubject<Element>] = [:]
        func end(_ event: Event<Element>) {
          for group in groups.values { group.on(event) }
          groups = [:]
        }
        connection.attach(
          source.start { event in
            switch event {
            case let .value(element):
              let key: Key
              do {
                key = try keySelector(element)
              } catch {
                end(.error(error))
                return observer.send(error: error)
              }
              if let group = groups[key] { return group.onNext(element) }
              let group = PublishSubject<Element>()
              groups[key] = group
              observer.send(value: GroupedObservable(key: key, source: connection.share(group)))
              group.onNext(element)
            case .completed:
              end(.completed)
              observer.sendCompleted()
            case let .failed(error):
              end(.error(error))
              observer.send(error: error)
            case .interrupted:
              // Only the last release disposes the source: no group has a subscriber left.
              observer.sendInterrupted()
            }
          })
      })
  }
}

/// The source subscription of one `groupBy` subscription, held while the sequence of groups or
/// any group's subscription lasts (RxSwift's `RefCountDisposable`).
@usableFromInline final class GroupingConnection: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  /// The outer subscription counts one; each group subscription one more.
  @usableFromInline var holders = 1
  @usableFromInline var subscription: ReactiveCore.Disposable?

  @inlinable init() {}

  /// Keeps `subscription` until the last holder lets go (at once if that has happened).
  @inlinable func attach(_ subscription: ReactiveCore.Disposable) {
    let released = lock.withLock { () -> Bool in
      if holders == 0 { return true }
      self.subscription = subscription
      return false
    }
    if released { subscription.dispose() }
  }

  @inlinable func retain() {
    lock.withLock { if holders > 0 { holders += 1 } }
  }

  @inlinable func release() {
    let last = lock.withLock { () -> ReactiveCore.Disposable? in
      guard holders > 0 else { return nil }
      holders -= 1
      guard holders == 0 else { return nil }
      defer { subscription = nil }
      return subscription
    }
    last?.dispose()
  }

  /// `group` as an observable whose subscriptions hold the source.
  @inlinable func share<Element>(_ group: PublishSubject<Element>) -> Observable<Element> {
    let elements = group.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        self.retain()
        lifetime.observeEnded { self.release() }
        lifetime += elements.start(observer)
      })
  }
}
