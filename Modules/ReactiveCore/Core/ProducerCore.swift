/// How a `SignalProducer` produces, as one closure (closures made in `@inlinable` code are
/// specialized in the module that uses them; a class hierarchy would not be).
///
/// The downstream arrives as an observer's handler, a value, not as an `Observer` object: a
/// start whose observer is a closure (`startWithValues`, `start(_:)`) then makes no object for
/// it, and a source that only sends (`SignalProducer(value:)`, a sequence, a signal, a
/// property) sends straight into that closure. A body that must keep or pass on an observer
/// object makes one from the handler (`Observer(handler:)`).
///
/// - `body(downstream, lifetime)`: produce into `downstream` until `lifetime` ends. The
///   downstream is not serialized, so the body sends one event at a time (through a relay if its
///   sources may send concurrently). Returns `nil`.
/// - `body(downstream, nil)`: a start request. A body that can run as a whole start by itself (a
///   synchronous source, a generator with its own relay) does so and returns the disposable of
///   that start. Otherwise it returns `nil` *without doing anything*, and the caller puts an
///   instance relay in front of the downstream and calls again with the instance's lifetime.
///
/// A start is one "instance": an `EventRelay` in front of the caller's observer (serial
/// delivery, exactly one terminal event) and a lifetime that ends when that relay delivers its
/// terminal event or the caller disposes the instance. Every resource of the start hangs on it.
@usableFromInline
package typealias ProducerBody<Value, Error: Swift.Error> =
  (Signal<Value, Error>.Observer.Handler, Lifetime?) -> Disposable?

/// An operator written once for signals and producers: given the downstream observer's handler
/// and the lifetime of the stream (a derived signal, or a producer instance), returns the
/// handler of the observer the upstream sends to. Handlers, not `Observer` objects: an
/// observation and a producer body each keep a handler alone, so an object made on either side
/// would be one allocation per operator and start for nothing. Upstream events arrive one at a
/// time.
@usableFromInline
package typealias Transform<Value, Error: Swift.Error, U, F: Swift.Error> =
  (Signal<U, F>.Observer.Handler, Lifetime) -> Signal<Value, Error>.Observer.Handler

@usableFromInline
enum ProducerBodies {
  /// A start handler that may send from any thread.
  @inlinable
  static func generator<V, E>(
    _ startHandler: @escaping (Signal<V, E>.Observer, Lifetime) -> Void
  ) -> ProducerBody<V, E> {
    { downstream, lifetime in
      if let lifetime {
        let source = EventRelay(handler: downstream)
        // Ending the instance interrupts the source first, so `interrupted` flows down the chain.
        _ = lifetime.disposables.insert(source)
        startHandler(source.observer, lifetime)
        return nil
      }
      // A whole start: the source relay doubles as the instance. Interruption is delivered
      // before the handler's resources are disposed, so a cancelled task cannot report first.
      let disposables = CompositeDisposable()
      let instance = EventRelay(handler: downstream, onTermination: disposables)
      startHandler(instance.observer, Lifetime(disposables))
      return instance
    }
  }

  /// One value, then completion.
  @inlinable
  static func value<V, E>(_ value: V) -> ProducerBody<V, E> {
    { downstream, lifetime in
      downstream.send(.value(value))
      downstream.send(.completed)
      // Synchronous and unshared: the caller cannot dispose before it finishes.
      return lifetime == nil ? NopDisposable.shared : nil
    }
  }

  /// The elements of a sequence, then completion.
  @inlinable
  static func sequence<S: Sequence, E>(_ elements: S) -> ProducerBody<S.Element, E> {
    { downstream, lifetime in
      guard let lifetime else {
        for element in elements { downstream.send(.value(element)) }
        downstream.send(.completed)
        return NopDisposable.shared
      }
      for element in elements {
        downstream.send(.value(element))
        // Checked after each send, not before each read: a sequence with side effects is read
        // no further than what was sent (`take(first: 1)` reads one element, as ReactiveSwift).
        if lifetime.hasEnded {
          downstream.send(.interrupted)
          return nil
        }
      }
      downstream.send(.completed)
      return nil
    }
  }

  /// A terminal event at once.
  @inlinable
  static func terminal<V, E>(_ event: Signal<V, E>.Event) -> ProducerBody<V, E> {
    { downstream, lifetime in
      downstream.send(event)
      return lifetime == nil ? NopDisposable.shared : nil
    }
  }

  /// Another producer's events through an observer-level transform.
  @inlinable
  static func transformed<V, E, U, F>(
    _ upstream: @escaping ProducerBody<V, E>, _ transform: @escaping Transform<V, E, U, F>
  ) -> ProducerBody<U, F> {
    { downstream, lifetime in
      guard let lifetime else { return nil }
      _ = upstream(transform(downstream, lifetime), lifetime)
      return nil
    }
  }

  /// Runs only inside an instance (needs its lifetime).
  @inlinable
  static func instance<V, E>(
    _ run: @escaping (Signal<V, E>.Observer, Lifetime) -> Void
  ) -> ProducerBody<V, E> {
    { downstream, lifetime in
      guard let lifetime else { return nil }
      run(Signal<V, E>.Observer(handler: downstream), lifetime)
      return nil
    }
  }
}
