// Generated shape: `zip` of 2 to 10 sources, for signals, producers and properties. Each
// arity folds the one below it with the binary operator.

extension Signal {
  /// Zips the values at the same position of 2 signals.
  @inlinable
  public static func zip<B>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>
  ) -> Signal<(Value, B), Error> {
    a.zip(with: b)
  }

  /// Zips the values at the same position of 3 signals.
  @inlinable
  public static func zip<B, C>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>
  ) -> Signal<(Value, B, C), Error> {
    zip(a, b).zip(with: c).map { ($0.0, $0.1, $1) }
  }

  /// Zips the values at the same position of 4 signals.
  @inlinable
  public static func zip<B, C, D>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>
  ) -> Signal<(Value, B, C, D), Error> {
    zip(a, b, c).zip(with: d).map { ($0.0, $0.1, $0.2, $1) }
  }

  /// Zips the values at the same position of 5 signals.
  @inlinable
  public static func zip<B, C, D, E>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>
  ) -> Signal<(Value, B, C, D, E), Error> {
    zip(a, b, c, d).zip(with: e).map { ($0.0, $0.1, $0.2, $0.3, $1) }
  }

  /// Zips the values at the same position of 6 signals.
  @inlinable
  public static func zip<B, C, D, E, F>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>
  ) -> Signal<(Value, B, C, D, E, F), Error> {
    zip(a, b, c, d, e).zip(with: f).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) }
  }

  /// Zips the values at the same position of 7 signals.
  @inlinable
  public static func zip<B, C, D, E, F, G>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>
  ) -> Signal<(Value, B, C, D, E, F, G), Error> {
    zip(a, b, c, d, e, f).zip(with: g).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $1) }
  }

  /// Zips the values at the same position of 8 signals.
  @inlinable
  public static func zip<B, C, D, E, F, G, H>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
    zip(a, b, c, d, e, f, g).zip(with: h).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $1) }
  }

  /// Zips the values at the same position of 9 signals.
  @inlinable
  public static func zip<B, C, D, E, F, G, H, I>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
    zip(a, b, c, d, e, f, g, h).zip(with: i).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $1) }
  }

  /// Zips the values at the same position of 10 signals.
  @inlinable
  public static func zip<B, C, D, E, F, G, H, I, J>(
    _ a: Signal<Value, Error>, _ b: Signal<B, Error>, _ c: Signal<C, Error>, _ d: Signal<D, Error>,
    _ e: Signal<E, Error>, _ f: Signal<F, Error>, _ g: Signal<G, Error>, _ h: Signal<H, Error>, _ i: Signal<I, Error>,
    _ j: Signal<J, Error>
  ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
    zip(a, b, c, d, e, f, g, h, i).zip(with: j).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $1) }
  }
}

extension SignalProducer {
  /// Zips the values at the same position of 2 producers, signals or properties.
  @inlinable
  public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<(Value, B.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error {
    a.producer.zip(with: b.producer)
  }

  /// Zips the values at the same position of 3 producers, signals or properties.
  @inlinable
  public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
    _ a: A, _ b: B, _ c: C
  ) -> SignalProducer<(Value, B.Value, C.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
    zip(a, b).zip(with: c.producer).map { ($0.0, $0.1, $1) }
  }

  /// Zips the values at the same position of 4 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
    zip(a, b, c).zip(with: d.producer).map { ($0.0, $0.1, $0.2, $1) }
  }

  /// Zips the values at the same position of 5 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
  where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error {
    zip(a, b, c, d).zip(with: e.producer).map { ($0.0, $0.1, $0.2, $0.3, $1) }
  }

  /// Zips the values at the same position of 6 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error
  {
    zip(a, b, c, d, e).zip(with: f.producer).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $1) }
  }

  /// Zips the values at the same position of 7 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error
  {
    zip(a, b, c, d, e, f).zip(with: g.producer).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $1) }
  }

  /// Zips the values at the same position of 8 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error
  {
    zip(a, b, c, d, e, f, g).zip(with: h.producer).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $1) }
  }

  /// Zips the values at the same position of 9 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error
  {
    zip(a, b, c, d, e, f, g, h).zip(with: i.producer).map { ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $1) }
  }

  /// Zips the values at the same position of 10 producers, signals or properties.
  @inlinable
  public static func zip<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible,
    J: SignalProducerConvertible
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
  ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
  where
    A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error,
    F.Error == Error, G.Error == Error, H.Error == Error, I.Error == Error, J.Error == Error
  {
    zip(a, b, c, d, e, f, g, h, i).zip(with: j.producer).map {
      ($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $1)
    }
  }
}

extension Property {
  /// A property of the values at the same position of 2 properties.
  @inlinable
  public static func zip<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A, _ b: B
  ) -> Property<(Value, B.Value)> where A.Value == Value {
    Property<(Value, B.Value)>(unsafeProducer: SignalProducer.zip(a.producer, b.producer))
  }

  /// A property of the values at the same position of 3 properties.
  @inlinable
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C
  ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
    Property<(Value, B.Value, C.Value)>(unsafeProducer: SignalProducer.zip(a.producer, b.producer, c.producer))
  }

  /// A property of the values at the same position of 4 properties.
  @inlinable
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C, _ d: D
  ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value)>(
      unsafeProducer: SignalProducer.zip(a.producer, b.producer, c.producer, d.producer))
  }

  /// A property of the values at the same position of 5 properties.
  @inlinable
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value, E.Value)>(
      unsafeProducer: SignalProducer.zip(a.producer, b.producer, c.producer, d.producer, e.producer))
  }

  /// A property of the values at the same position of 6 properties.
  @inlinable
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)>(
      unsafeProducer: SignalProducer.zip(a.producer, b.producer, c.producer, d.producer, e.producer, f.producer))
  }

  /// A property of the values at the same position of 7 properties.
  @inlinable
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)>(
      unsafeProducer: SignalProducer.zip(
        a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer))
  }

  /// A property of the values at the same position of 8 properties.
  @inlinable
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)>(
      unsafeProducer: SignalProducer.zip(
        a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer))
  }

  /// A property of the values at the same position of 9 properties.
  @inlinable
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
  where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>(
      unsafeProducer: SignalProducer.zip(
        a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer))
  }

  /// A property of the values at the same position of 10 properties.
  @inlinable
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)>
  where A.Value == Value {
    Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)>(
      unsafeProducer: SignalProducer.zip(
        a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer,
        j.producer))
  }
}
