import ReactiveCore

/// How a `Maybe` ends (RxSwift's `MaybeEvent`).
public enum MaybeEvent<Element> {
  /// The one element.
  case success(Element)
  /// The work failed.
  case error(Swift.Error)
  /// The work finished without an element.
  case completed
}

/// At most one element, or an error: a cache lookup, an optional fetch (RxSwift's trait).
/// Subscribe with `onSuccess`/`onError`/`onCompleted`; `ifEmpty(default:)` turns it into a
/// `Single`; `observable.asMaybe()` and `single.asMaybe()` convert.
public struct Maybe<Element>: ObservableConvertibleType {
  let source: Observable<Element>

  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// A maybe whose subscriptions each run `subscribe`: call its argument once with
  /// `.success(element)`, `.completed` or `.error(error)` (later calls are ignored), and return
  /// what cleans up (run once, when the subscription ends).
  public static func create(
    subscribe: @escaping (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable
  ) -> Maybe {
    Maybe(
      Observable.create { observer in
        subscribe { event in
          switch event {
          case let .success(element):
            observer.onNext(element)
            observer.onCompleted()
          case .completed: observer.onCompleted()
          case let .error(error): observer.onError(error)
          }
        }
      })
  }

  /// Succeeds at once with `element`.
  public static func just(_ element: Element) -> Maybe {
    Maybe(.just(element))
  }

  /// Completes at once without an element.
  public static func empty() -> Maybe {
    Maybe(.empty())
  }

  /// Fails at once with `error`.
  public static func error(_ error: Swift.Error) -> Maybe {
    Maybe(.error(error))
  }

  /// Never ends.
  public static func never() -> Maybe {
    Maybe(.never())
  }

  /// Calls `factory` for each subscription; a throwing factory fails the maybe.
  public static func deferred(_ factory: @escaping () throws -> Maybe) -> Maybe {
    Maybe(Observable.deferred { try factory().source })
  }

  /// The maybe as an observable of at most one element, then completion.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Subscribes: `onSuccess` with the element, `onCompleted` if there is none, or `onError`;
  /// then `onDisposed` (also when disposed first). After `onSuccess`, `onCompleted` is not
  /// called.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe { event in
      switch event {
      case let .success(element): onSuccess?(element)
      case let .error(error): onError?(error)
      case .completed: onCompleted?()
      }
    } onDisposed: {
      onDisposed?()
    }
  }

  /// Subscribes one closure that receives how the maybe ended.
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    subscribe(observer, onDisposed: {})
  }

  private func subscribe(
    _ observer: @escaping (MaybeEvent<Element>) -> Void, onDisposed: @escaping () -> Void
  ) -> Disposable {
    // The first element is the success; the completion that follows it is not reported.
    var succeeded = false
    return source.subscribe(
      onNext: { element in
        succeeded = true
        observer(.success(element))
      },
      onError: { observer(.error($0)) },
      onCompleted: { if !succeeded { observer(.completed) } },
      onDisposed: onDisposed)
  }

  /// Transforms the element; a throwing transform fails the maybe.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe<Result>(source.map(transform))
  }

  /// Keeps the element only if `predicate` holds, else completes empty.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe {
    Maybe(source.filter(predicate))
  }

  /// Continues with the maybe `selector` returns for the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
    Maybe<Result>(source.flatMap { try selector($0).source })
  }

  /// A `Single` of the element, or of `default` when there is none.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(source.ifEmpty(default: `default`))
  }

  /// Succeeds with `element` instead of failing.
  public func catchAndReturn(_ element: Element) -> Maybe {
    Maybe(source.catchAndReturn(element))
  }

  /// Continues with the maybe `handler` returns for an error.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Maybe) -> Maybe {
    Maybe(source.catch { try handler($0).source })
  }

  /// Subscribes at most `maxAttemptCount` times in all (see `ObservableType.retry(_:)`).
  public func retry(_ maxAttemptCount: Int) -> Maybe {
    Maybe(source.retry(maxAttemptCount))
  }
}

extension ObservableType {
  /// This sequence as a `Maybe`: its one element, or none if it completes empty; it fails with
  /// `RxError.moreThanOneElement` on a second element.
  public func asMaybe() -> Maybe<Element> {
    Maybe(onlyElement())
  }

  /// The sequence's only element, sent when it completes (what `asMaybe` and `asSingle`
  /// share); a second element fails with `RxError.moreThanOneElement`.
  func onlyElement() -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        var element: Element?
        lifetime += source.start { event in
          switch event {
          case let .value(value):
            guard element == nil else { return observer.send(error: RxError.moreThanOneElement) }
            element = value
          case .completed:
            if let element { observer.send(value: element) }
            observer.sendCompleted()
          case let .failed(error): observer.send(error: error)
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }
}

extension Single {
  /// The single as a `Maybe` that always has its element.
  public func asMaybe() -> Maybe<Element> {
    Maybe(source)
  }
}
