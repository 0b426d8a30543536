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
  @inlinable
  public func groupBy<Key: Hashable>(
    keySelector: @escaping (Element) throws -> Key
  ) -> Observable<GroupedObservable<Key, Element>> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        var groups: [Key: PublishSubject<Element>] = [:]
        func end(_ event: Event<Element>) {
          for group in groups.values { group.on(event) }
          groups = [:]
        }
        lifetime += source.start { event in
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
            observer.send(value: GroupedObservable(key: key, source: group.asObservable()))
            group.onNext(element)
          case .completed:
            end(.completed)
            observer.sendCompleted()
          case let .failed(error):
            end(.error(error))
            observer.send(error: error)
          case .interrupted:
            end(.completed)
            observer.sendInterrupted()
          }
        }
      })
  }
}
