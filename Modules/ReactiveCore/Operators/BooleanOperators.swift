/// Logic over streams of `Bool`: `negate`, `and`, `or`, and `all`/`any` of many streams (the
/// latest value of each, combined as with `combineLatest`).
extension Signal where Value == Bool {
  /// Sends the negation of each value.
  @inlinable
  public func negate() -> Signal<Bool, Error> {
    map(!)
  }

  /// Sends the logical AND of the latest values of this signal and `signal`, once both have sent.
  @inlinable
  public func and(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    Signal.all([self, signal])
  }

  /// Sends the logical OR of the latest values of this signal and `signal`, once both have sent.
  @inlinable
  public func or(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    Signal.any([self, signal])
  }

  /// Sends the logical AND of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).map { $0.allSatisfy { $0 } }
  }

  /// Sends the logical AND of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func all(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    all(booleans)
  }

  /// Sends the logical OR of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).map { $0.contains(true) }
  }

  /// Sends the logical OR of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func any(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    any(booleans)
  }
}

extension SignalProducer where Value == Bool {
  /// Sends the negation of each value.
  @inlinable
  public func negate() -> SignalProducer<Bool, Error> {
    map(!)
  }

  /// Sends the logical AND of the latest values of this producer and `booleans`.
  @inlinable
  public func and<Booleans: SignalProducerConvertible>(
    _ booleans: Booleans
  ) -> SignalProducer<Bool, Error> where Booleans.Value == Bool, Booleans.Error == Error {
    SignalProducer.all([self, booleans.producer])
  }

  /// Sends the logical OR of the latest values of this producer and `booleans`.
  @inlinable
  public func or<Booleans: SignalProducerConvertible>(
    _ booleans: Booleans
  ) -> SignalProducer<Bool, Error> where Booleans.Value == Bool, Booleans.Error == Error {
    SignalProducer.any([self, booleans.producer])
  }

  /// `and` with a producer spelled out, so that an implicit member (`.and(.init(value: true))`)
  /// infers the producer type, as in ReactiveSwift.
  @inlinable
  public func and(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
    SignalProducer.all([self, booleans])
  }

  /// `or` with a producer spelled out, so that an implicit member (`.or(.init(value: false))`)
  /// infers the producer type, as in ReactiveSwift.
  @inlinable
  public func or(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
    SignalProducer.any([self, booleans])
  }

  /// Sends the logical AND of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Element: SignalProducerConvertible, Booleans.Element.Value == Bool, Booleans.Element.Error == Error {
    // None at all: vacuously true, then done (as ReactiveSwift).
    guard !booleans.isEmpty else { return SignalProducer(value: true) }
    return combineLatest(booleans).map { $0.allSatisfy { $0 } }
  }

  /// Sends the logical AND of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func all<Boolean: SignalProducerConvertible>(
    _ booleans: Boolean...
  ) -> SignalProducer<Bool, Error> where Boolean.Value == Bool, Boolean.Error == Error {
    all(booleans)
  }

  /// Sends the logical OR of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Element: SignalProducerConvertible, Booleans.Element.Value == Bool, Booleans.Element.Error == Error {
    // None at all: false, then done (as ReactiveSwift).
    guard !booleans.isEmpty else { return SignalProducer(value: false) }
    return combineLatest(booleans).map { $0.contains(true) }
  }

  /// Sends the logical OR of the latest values of `booleans`, once each has sent.
  @inlinable
  public static func any<Boolean: SignalProducerConvertible>(
    _ booleans: Boolean...
  ) -> SignalProducer<Bool, Error> where Boolean.Value == Bool, Boolean.Error == Error {
    any(booleans)
  }
}
