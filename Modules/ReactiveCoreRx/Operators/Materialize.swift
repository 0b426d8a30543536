import ReactiveCore

/// Something that holds an Rx event (`Event` itself), for `dematerialize()`.
public protocol EventConvertible {
  /// The type of the event's element.
  associatedtype Element

  /// The event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// Itself.
  @inlinable
  public var event: Event<Element> { self }
}

extension ObservableType {
  /// Every event as an element: `next(e)` becomes `.next(.next(e))`, and an error or the
  /// completion becomes a last element followed by completion, so the result never fails (to
  /// handle a request's errors as values and keep the chain alive).
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    Observable(
      SignalProducer { observer, lifetime in
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element): observer.send(value: .next(element))
          case let .failed(error):
            observer.send(value: .error(error))
            observer.sendCompleted()
          case .completed:
            observer.send(value: .completed)
            observer.sendCompleted()
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }
}

extension ObservableType where Element: EventConvertible {
  /// The inverse of `materialize()`: each element's event becomes the sequence's event.
  @inlinable
  public func dematerialize() -> Observable<Element.Element> {
    Observable(
      SignalProducer { observer, lifetime in
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            switch element.event {
            case let .next(value): observer.send(value: value)
            case let .error(error): observer.send(error: error)
            case .completed: observer.sendCompleted()
            }
          case let .failed(error): observer.send(error: error)
          case .completed: observer.sendCompleted()
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }
}
