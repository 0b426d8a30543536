import ReactiveCore

extension ObservableType {
  /// The first element, or `nil` if the sequence completes empty; the source is disposed as
  /// soon as the first element arrives (RxSwift 6's `first()`).
  @inlinable
  public func first() -> Single<Element?> {
    Single(Observable(asSignalProducer().take(first: 1).map { Optional($0) }.ifEmpty(then: SignalProducer(value: nil))))
  }

  /// The element at `index` (counting from zero), then completion; it fails with
  /// `RxError.argumentOutOfRange` if the sequence completes before reaching it.
  @inlinable
  public func element(at index: Int) -> Observable<Element> {
    precondition(index >= 0, "element(at:) needs an index of 0 or more, not \(index)")
    return Observable(
      asSignalProducer().skip(first: index).take(first: 1)
        .ifEmpty(then: SignalProducer(error: RxError.argumentOutOfRange)))
  }

  /// The sequence's only element, sent as soon as it arrives, then completion when the source
  /// completes; a second element fails with `RxError.moreThanOneElement` and completing empty
  /// with `RxError.noElements` (RxSwift's `single()` on an observable; `asSingle()` makes the
  /// trait).
  @inlinable
  public func single() -> Observable<Element> {
    single { _ in true }
  }

  /// `single()` over the elements `predicate` accepts (the others are dropped).
  @inlinable
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        var seen = false
        lifetime += source.start { event in
          switch event {
          case let .value(element):
            do {
              guard try predicate(element) else { return }
            } catch {
              return observer.send(error: error)
            }
            guard !seen else { return observer.send(error: RxError.moreThanOneElement) }
            seen = true
            observer.send(value: element)
          case .completed:
            if seen { observer.sendCompleted() } else { observer.send(error: RxError.noElements) }
          case .failed, .interrupted:
            observer.send(event)
          }
        }
      })
  }

  /// The last `count` elements, sent together when the sequence completes; an error drops them.
  @inlinable
  public func takeLast(_ count: Int) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        var last: [Element] = []
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            guard count > 0 else { return }
            if last.count == count { last.removeFirst() }
            last.append(element)
          case .completed:
            for element in last { observer.send(value: element) }
            observer.sendCompleted()
          case .failed, .interrupted:
            observer.send(event)
          }
        }
      })
  }

  /// Each element with its index, counting from zero.
  @inlinable
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    Observable(asSignalProducer().scanMap(0) { index, element in (index + 1, (index: index, element: element)) })
  }

  /// The elements, or `default` alone if the sequence completes empty.
  @inlinable
  public func ifEmpty(default: Element) -> Observable<Element> {
    Observable(asSignalProducer().ifEmpty(then: SignalProducer(value: `default`)))
  }

  /// The elements, or those of `other` if this sequence completes empty.
  @inlinable
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    Observable(asSignalProducer().ifEmpty(then: other.producer))
  }
}

extension SignalProducer {
  /// The values, or `replacement`'s if the producer completes without one (what the `ifEmpty`
  /// forms, `first()` and `element(at:)` share).
  @inlinable func ifEmpty(then replacement: SignalProducer) -> SignalProducer {
    SignalProducer { observer, lifetime in
      var isEmpty = true
      lifetime += self.start { event in
        switch event {
        case .value: isEmpty = false
        case .completed where isEmpty:
          lifetime += replacement.start(observer)
          return
        default: break
        }
        observer.send(event)
      }
    }
  }
}
