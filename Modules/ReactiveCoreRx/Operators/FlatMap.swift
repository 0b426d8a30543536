import ReactiveCore

extension ObservableType {
  /// Maps each element to an observable and merges them all: inner elements arrive as they come;
  /// completes when the source and every inner one have; the first error ends everything.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    Observable(asSignalProducer().attemptMap { try selector($0).asSignalProducer() }.flatten(.merge))
  }

  /// Maps each element to an observable and forwards only the latest one: a new element
  /// disposes the previous inner subscription (a search query cancelling the last request).
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    Observable(asSignalProducer().attemptMap { try selector($0).asSignalProducer() }.flatten(.latest))
  }

  /// Maps each element to an observable and subscribes to them one after another, in order.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    Observable(asSignalProducer().attemptMap { try selector($0).asSignalProducer() }.flatten(.concat))
  }

  /// Ignores new elements while the inner observable of the last one is running; `selector` is
  /// not even called for them (as RxSwift: a tap during a request makes no second request
  /// object).
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    // Each element becomes a producer that calls `selector` only when started; `.throttle`
    // never starts the ones arriving while another runs.
    let inners = asSignalProducer().map { element in
      SignalProducer<Source.Element, Swift.Error> { observer, lifetime in
        do {
          lifetime += try selector(element).asSignalProducer().start(observer)
        } catch {
          observer.send(error: error)
        }
      }
    }
    return Observable(inners.flatten(.throttle))
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the inner observables this one sends.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    flatMap { $0 }
  }

  /// Forwards only the latest inner observable.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }

  /// Subscribes to the inner observables one after another.
  @inlinable
  public func concat() -> Observable<Element.Element> {
    concatMap { $0 }
  }
}
