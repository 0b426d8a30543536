import ReactiveCore

extension ObservableType {
  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    Observable(asSignalProducer().skip(first: count))
  }

  /// Forwards the first `count` elements, then completes (at once for zero, without
  /// subscribing to the source, as RxSwift's `take(0)` is `empty()`).
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return .empty() }
    return Observable(asSignalProducer().take(first: count))
  }

  /// Forwards elements while `predicate` holds, then completes: with `.inclusive`, after
  /// forwarding the first element it rejects too. A throwing predicate ends the sequence.
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        lifetime += source.start { event in
          guard case let .value(element) = event else { return observer.send(event) }
          do {
            if try predicate(element) { return observer.send(value: element) }
            if behavior == .inclusive { observer.send(value: element) }
            observer.sendCompleted()
          } catch {
            observer.send(error: error)
          }
        }
      })
  }

  /// Forwards elements until `predicate` first holds, then completes: with `.inclusive`, after
  /// forwarding that element too. A throwing predicate ends the sequence.
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(while: { try !predicate($0) }, behavior: behavior)
  }

  /// Drops elements while `predicate` holds, then forwards everything: once it returned false
  /// it is not called again. A throwing predicate ends the sequence with its error.
  @inlinable
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        var skipping = true
        lifetime += source.start { event in
          guard skipping, case let .value(element) = event else { return observer.send(event) }
          do {
            skipping = try predicate(element)
          } catch {
            return observer.send(error: error)
          }
          if !skipping { observer.send(value: element) }
        }
      })
  }

  /// Drops each element equal (by `comparer`) to the last one sent on.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops each element whose key (by `keySelector`) equals the key of the last one sent on.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<
    Element
  > {
    distinctUntilChanged(keySelector, comparer: ==)
  }

  /// Drops each element whose key (by `keySelector`) `comparer` finds equal to the key of the
  /// last one sent on. As RxSwift's, `keySelector` runs once per element (the last key is
  /// kept), and an error thrown by either closure ends the sequence with it.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        var lastKey: Key?
        lifetime += self.asSignalProducer().start { event in
          guard case let .value(element) = event else { return observer.send(event) }
          do {
            let key = try keySelector(element)
            if let last = lastKey, try comparer(last, key) { return }
            lastKey = key
          } catch {
            return observer.send(error: error)
          }
          observer.send(value: element)
        }
      })
  }

  /// Drops each element whose value at `keyPath` equals the previous element's.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
    distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }

  /// Drops every element; forwards only completion or error.
  @inlinable
  public func ignoreElements() -> Observable<Never> {
    Observable(asSignalProducer().compactMap { _ -> Never? in nil })
  }
}

extension ObservableType where Element: Equatable {
  /// Drops each element equal to the one before it.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    Observable(asSignalProducer().skipRepeats())
  }
}

/// Whether `take(while:behavior:)` and `take(until:behavior:)` forward the element that ends
/// them.
public enum TakeBehavior: Sendable {
  /// Forward it, then complete.
  case inclusive
  /// Complete without it.
  case exclusive
}
