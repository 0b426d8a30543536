/// Fusion of consecutive stateless value stages on producers: `producer.map(f).filter(g)` starts
/// `producer` once per start with one observer that runs `f` then `g` and sends to the caller,
/// instead of one observer per operator.
///
/// Producers have no intermediates anyone could observe (each start builds its chain anew), so a
/// stage fuses with the one before it when it is made. The same closures as signal stages carry
/// the values (`StageStep`, `StageSink`), made where each operator was called, so the fused hot
/// path is specialized for the caller's types.
@usableFromInline
class ProducerStage<Value, Error: Swift.Error> {
  @usableFromInline init() {}

  /// A producer of this stage's upstream through this stage's step, then `step`.
  @usableFromInline
  func appending<Next>(
    _ step: @escaping StageStep, output: StageOutput<Next, Error>
  ) -> SignalProducer<Next, Error> {
    preconditionFailure("ProducerStage is abstract")
  }
}

/// A producer made of an upstream producer's body and a (possibly fused) stateless step.
@usableFromInline
final class ProducerValueStage<Input, Value, Error: Swift.Error>: ProducerStage<Value, Error> {
  @usableFromInline let upstream: ProducerBody<Input, Error>
  @usableFromInline let step: StageStep
  @usableFromInline let makeObserver:
    (@escaping StageSink, @escaping (StageEnd<Error>) -> Void) -> Signal<Input, Error>.Observer
  @usableFromInline let output: StageOutput<Value, Error>
  /// The operator on its own, while this stage is one operator (see `StageOperator.alone`).
  @usableFromInline let alone: Transform<Input, Error, Value, Error>?

  @usableFromInline
  init(
    upstream: @escaping ProducerBody<Input, Error>, step: @escaping StageStep,
    makeObserver: @escaping (@escaping StageSink, @escaping (StageEnd<Error>) -> Void) -> Signal<Input, Error>.Observer,
    output: StageOutput<Value, Error>, alone: Transform<Input, Error, Value, Error>? = nil
  ) {
    self.alone = alone
    self.upstream = upstream
    self.step = step
    self.makeObserver = makeObserver
    self.output = output
  }

  /// The producer this stage describes: each start observes the upstream through the step.
  @usableFromInline
  var producer: SignalProducer<Value, Error> {
    let upstream = upstream
    let step = step
    let makeObserver = makeObserver
    let output = output
    if let alone { return SignalProducer(body: ProducerBodies.transformed(upstream, alone), stage: self) }
    let body: ProducerBody<Value, Error> = { observer, lifetime in
      guard let lifetime else { return nil }
      _ = upstream(makeObserver(step(output.sink(observer)), output.end(observer)), lifetime)
      return nil
    }
    return SignalProducer(body: body, stage: self)
  }

  @usableFromInline
  override func appending<Next>(
    _ next: @escaping StageStep, output: StageOutput<Next, Error>
  ) -> SignalProducer<Next, Error> {
    let own = step
    return ProducerValueStage<Input, Next, Error>(
      upstream: upstream, step: { own(next($0)) }, makeObserver: makeObserver, output: output
    ).producer
  }
}

extension SignalProducer {
  /// Builds a derived producer from a stateless operator, fused with this producer's own stage
  /// if it has one; a single operator runs on its own (`StageOperator.alone`).
  @inlinable
  func applyStage<U>(_ operator: StageOperator<Value, Error, U>) -> SignalProducer<U, Error> {
    if let stage { return stage.appending(`operator`.step, output: StageOutput<U, Error>()) }
    return ProducerValueStage<Value, U, Error>(
      upstream: body, step: `operator`.step, makeObserver: Signal<Value, Error>.Observer.stage,
      output: StageOutput<U, Error>(), alone: `operator`.alone
    ).producer
  }
}
