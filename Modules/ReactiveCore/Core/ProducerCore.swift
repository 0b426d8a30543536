/// How a `SignalProducer` produces events. Subclasses are the kinds of producer: a start handler,
/// a fixed sequence of events, a transformation of another producer.
///
/// A start is one "instance": an `EventRelay` in front of the caller's observer (serial delivery,
/// one terminal event) and a lifetime that ends when that relay delivers its terminal event or
/// the caller disposes the instance. Every resource of the instance hangs on that lifetime.
@usableFromInline
class ProducerCore<Value, Error: Swift.Error> {
  @usableFromInline typealias Observer = Signal<Value, Error>.Observer

  @inlinable init() {}

  /// Produces into `observer` until `lifetime` ends. `observer` is not serialized: the core must
  /// send one event at a time (through a relay if its sources may send concurrently).
  @usableFromInline
  func run(into observer: Observer, lifetime: Lifetime) {
    fatalError("ProducerCore.run(into:lifetime:) must be overridden")
  }

  /// Starts an instance delivering to `observer`; the result interrupts it.
  @usableFromInline
  func start(_ observer: Observer) -> Disposable {
    let disposables = CompositeDisposable()
    let instance = EventRelay(observer, onTermination: disposables, upstream: disposables)
    run(into: instance, lifetime: Lifetime(disposables))
    return instance
  }
}

/// A producer defined by a start handler that may send from any thread.
@usableFromInline
final class GeneratorCore<Value, Error: Swift.Error>: ProducerCore<Value, Error> {
  @usableFromInline let startHandler: (Signal<Value, Error>.Observer, Lifetime) -> Void

  @inlinable
  init(_ startHandler: @escaping (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    self.startHandler = startHandler
  }

  @usableFromInline
  override func run(into observer: Observer, lifetime: Lifetime) {
    let source = EventRelay(observer)
    // Ending the instance interrupts the source first, so `interrupted` flows down the chain.
    _ = lifetime.disposables.insert(source)
    startHandler(source, lifetime)
  }

  @usableFromInline
  override func start(_ observer: Observer) -> Disposable {
    // The source relay doubles as the instance: interruption is delivered before the start
    // handler's resources are disposed, so a cancelled task cannot report a failure first.
    let disposables = CompositeDisposable()
    let instance = EventRelay(observer, onTermination: disposables)
    startHandler(instance, Lifetime(disposables))
    return instance
  }
}

/// A producer that sends one value, then completes.
@usableFromInline
final class ValueCore<Value, Error: Swift.Error>: ProducerCore<Value, Error> {
  @usableFromInline let value: Value

  @inlinable init(_ value: Value) { self.value = value }

  @usableFromInline
  override func run(into observer: Observer, lifetime: Lifetime) {
    observer.send(.value(value))
    if !lifetime.hasEnded { observer.send(.completed) }
  }

  @inlinable
  override func start(_ observer: Observer) -> Disposable {
    // Synchronous and unshared: the caller cannot dispose before it finishes.
    observer.send(.value(value))
    observer.send(.completed)
    return NopDisposable.shared
  }
}

/// A producer that sends the elements of a sequence, then completes.
@usableFromInline
final class SequenceCore<Elements: Sequence, Error: Swift.Error>: ProducerCore<
  Elements.Element, Error
>
{
  @usableFromInline let elements: Elements

  @inlinable init(_ elements: Elements) { self.elements = elements }

  @usableFromInline
  override func run(into observer: Observer, lifetime: Lifetime) {
    for element in elements {
      if lifetime.hasEnded {
        observer.send(.interrupted)
        return
      }
      observer.send(.value(element))
    }
    observer.send(.completed)
  }

  @inlinable
  override func start(_ observer: Observer) -> Disposable {
    for element in elements { observer.send(.value(element)) }
    observer.send(.completed)
    return NopDisposable.shared
  }
}

/// A producer that sends a terminal event (failed or completed) at once.
@usableFromInline
final class TerminalCore<Value, Error: Swift.Error>: ProducerCore<Value, Error> {
  @usableFromInline let event: Signal<Value, Error>.Event

  @inlinable init(_ event: Signal<Value, Error>.Event) { self.event = event }

  @usableFromInline
  override func run(into observer: Observer, lifetime: Lifetime) {
    observer.send(event)
  }

  @usableFromInline
  override func start(_ observer: Observer) -> Disposable {
    observer.send(event)
    return NopDisposable.shared
  }
}

/// A producer that applies an observer-level transform to another producer's events.
@usableFromInline
final class TransformerCore<Value, Error: Swift.Error, UpstreamValue, UpstreamError: Swift.Error>:
  ProducerCore<Value, Error>
{
  @usableFromInline let upstream: ProducerCore<UpstreamValue, UpstreamError>
  @usableFromInline let transform: Transform<UpstreamValue, UpstreamError, Value, Error>

  @inlinable
  init(
    _ upstream: ProducerCore<UpstreamValue, UpstreamError>,
    _ transform: @escaping Transform<UpstreamValue, UpstreamError, Value, Error>
  ) {
    self.upstream = upstream
    self.transform = transform
  }

  @usableFromInline
  override func run(into observer: Observer, lifetime: Lifetime) {
    upstream.run(into: transform(observer, lifetime), lifetime: lifetime)
  }
}

/// An operator written once for signals and producers: given the downstream observer and the
/// lifetime of the stream (a derived signal, or a producer instance), returns the observer the
/// upstream sends to. Upstream events arrive one at a time.
@usableFromInline
typealias Transform<Value, Error: Swift.Error, U, F: Swift.Error> =
  (Signal<U, F>.Observer, Lifetime) -> Signal<Value, Error>.Observer
