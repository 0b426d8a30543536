/// `then`, `concat`, `prefix`: one producer after another.
extension SignalProducer {
  /// Starts this producer, forwarding its values, then `next` once it completes.
  @inlinable
  public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>([self, next]).flatten(.concat)
  }

  /// Sends `value` first, then this producer's events.
  @inlinable
  public func prefix(value: Value) -> SignalProducer<Value, Error> {
    SignalProducer(value: value).concat(self)
  }

  /// Sends `producer`'s values first, then this producer's events.
  @inlinable
  public func prefix(_ producer: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    producer.concat(self)
  }

  /// Ignores this producer's values; once it completes, starts `replacement` and forwards it.
  /// A failure or an interruption ends the result without starting `replacement`.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    thenStarting(replacement)
  }

  /// Like `then(_:)`, for a replacement that cannot fail (a producer, signal or property).
  ///
  /// Generic rather than taking `SignalProducer<U, Never>`, as ReactiveSwift's is: a contextual
  /// `then(.init(value: x))` on a producer that can fail then has one candidate, the replacement
  /// of this producer's error type, instead of two equally good ones.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Never {
    thenStarting(replacement.producer.promoteError(Error.self))
  }

  /// The one implementation behind the `then` overloads.
  @inlinable
  func thenStarting<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
    SignalProducer<U, Error> { observer, lifetime in
      let next = SerialDisposable()
      lifetime += next
      next.startReplacing {
        self.start { event in
          switch event {
          case .value: break
          case let .failed(error): observer.send(error: error)
          case .interrupted: observer.sendInterrupted()
          case .completed:
            if !lifetime.hasEnded { next.inner = replacement.start(observer) }
          }
        }
      }
    }
  }
}

extension SignalProducer where Error == Never {
  /// Like `then(_:)`, for a replacement that may fail.
  @inlinable
  public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
    promoteError(F.self).thenStarting(replacement)
  }

  /// Like `then(_:)`, when neither can fail.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
    thenStarting(replacement)
  }

  /// Like `then(_:)`, for a replacement of any kind (a producer, signal or property) that may
  /// fail: the result fails as it does.
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Replacement.Error> {
    promoteError(Replacement.Error.self).thenStarting(replacement.producer)
  }

  /// Like `then(_:)`, when neither can fail and the replacement is a signal or property. (Here
  /// rather than only in the general extension: there, the two generic forms, for a replacement
  /// of this producer's error type and for one that cannot fail, would both fit equally.)
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Never> where Replacement.Error == Never {
    thenStarting(replacement.producer)
  }
}

extension Signal {
  /// Ignores this signal's values; once it completes, starts `replacement` and forwards it.
  @inlinable
  public func then<U>(_ replacement: SignalProducer<U, Error>) -> Signal<U, Error> {
    Signal<U, Error> { observer, lifetime in
      lifetime += self.observe { event in
        switch event {
        case .value: break
        case .failed(let error): observer.send(error: error)
        case .interrupted: observer.sendInterrupted()
        case .completed: lifetime += replacement.start(observer)
        }
      }
    }
  }
}

/// The forms of `concat`, `prefix` and `then` that take any producer-convertible stream (a
/// signal, a property...) or a single value, as ReactiveSwift spells them.
extension SignalProducer {
  /// Starts this producer, then `next` (a producer, signal or property) once it completes.
  @inlinable
  public func concat<Next: SignalProducerConvertible>(
    _ next: Next
  ) -> SignalProducer<Value, Error> where Next.Value == Value, Next.Error == Error {
    concat(next.producer)
  }

  /// Forwards this producer's events, then sends `value` once it completes.
  @inlinable
  public func concat(value: Value) -> SignalProducer<Value, Error> {
    concat(SignalProducer(value: value))
  }

  /// Forwards this producer's values, then fails with `error` once it completes.
  @inlinable
  public func concat(error: Error) -> SignalProducer<Value, Error> {
    concat(SignalProducer(error: error))
  }

  /// Sends `previous`'s values first (a producer, signal or property), then this producer's.
  @inlinable
  public func prefix<Previous: SignalProducerConvertible>(
    _ previous: Previous
  ) -> SignalProducer<Value, Error> where Previous.Value == Value, Previous.Error == Error {
    previous.producer.concat(self)
  }

  /// Like `then(_:)` with a replacement of the same type, so `then(.empty)` and
  /// `then(.init(value: x))` infer it.
  @inlinable
  public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    thenStarting(replacement)
  }

  /// Like `then(_:)` for any producer-convertible replacement (a signal, a property).
  @inlinable
  public func then<Replacement: SignalProducerConvertible>(
    _ replacement: Replacement
  ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Error {
    thenStarting(replacement.producer)
  }

  /// Ignores this producer's values; once it completes, sends `value` and completes.
  @inlinable
  public func then<U>(value: U) -> SignalProducer<U, Error> {
    thenStarting(SignalProducer<U, Error>(value: value))
  }
}
