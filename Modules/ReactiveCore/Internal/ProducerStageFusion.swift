/// Fusion of consecutive stateless value stages on producers: `producer.map(f).filter(g)` starts
/// `producer` once per start with one observer that runs `f` then `g` and sends to the caller,
/// instead of one observer per operator.
///
/// Producers have no intermediates anyone could observe (each start builds its chain anew), so a
/// stage fuses with the one before it when it is made. The same steps as signal stages carry the
/// values (`StageSteps`), made where each operator was called, so the fused hot path is
/// specialized for the caller's types.
@usableFromInline
package class ProducerStage<Value, Error: Swift.Error> {
  @usableFromInline init() {}

  /// A producer of this stage's upstream through this stage's steps, then `steps`.
  @usableFromInline
  func appending<Next>(_ steps: StageSteps, output: StageOutput<Next, Error>) -> SignalProducer<Next, Error> {
    preconditionFailure("ProducerStage is abstract")
  }
}

/// A producer made of an upstream producer's body and (possibly fused) stateless steps.
@usableFromInline
final class ProducerValueStage<Input, Value, Error: Swift.Error>: ProducerStage<Value, Error> {
  @usableFromInline let upstream: ProducerBody<Input, Error>
  @usableFromInline let steps: StageSteps
  @usableFromInline let makeObserver: StageObserverMaker<Input, Error>
  @usableFromInline let output: StageOutput<Value, Error>
  /// The operator on its own, while this stage is one operator (see `StageOperator.alone`).
  @usableFromInline let alone: Transform<Input, Error, Value, Error>?

  @usableFromInline
  init(
    upstream: @escaping ProducerBody<Input, Error>, steps: StageSteps,
    makeObserver: @escaping StageObserverMaker<Input, Error>,
    output: StageOutput<Value, Error>, alone: Transform<Input, Error, Value, Error>? = nil
  ) {
    self.alone = alone
    self.upstream = upstream
    self.steps = steps
    self.makeObserver = makeObserver
    self.output = output
  }

  /// The producer this stage describes: each start observes the upstream through the steps.
  @usableFromInline
  var producer: SignalProducer<Value, Error> {
    let upstream = upstream
    let steps = steps
    let makeObserver = makeObserver
    let output = output
    if let alone { return SignalProducer(body: ProducerBodies.transformed(upstream, alone), stage: self) }
    let body: ProducerBody<Value, Error> = { downstream, lifetime in
      guard let lifetime else { return nil }
      _ = upstream(makeObserver(steps, output.sink(downstream), output.end(downstream)), lifetime)
      return nil
    }
    return SignalProducer(body: body, stage: self)
  }

  @usableFromInline
  override func appending<Next>(_ next: StageSteps, output: StageOutput<Next, Error>) -> SignalProducer<Next, Error> {
    ProducerValueStage<Input, Next, Error>(
      upstream: upstream, steps: steps.followed(by: next), makeObserver: makeObserver, output: output
    ).producer
  }
}

extension SignalProducer {
  /// Builds a derived producer from a stateless operator, fused with this producer's own stage
  /// if it has one; a single operator runs on its own (`StageOperator.alone`).
  @inlinable
  func applyStage<U>(_ operator: StageOperator<Value, Error, U>) -> SignalProducer<U, Error> {
    if let stage { return stage.appending(`operator`.steps, output: StageOutput<U, Error>()) }
    return ProducerValueStage<Value, U, Error>(
      upstream: body, steps: `operator`.steps, makeObserver: Signal<Value, Error>.Observer.stageHandler,
      output: StageOutput<U, Error>(), alone: `operator`.alone
    ).producer
  }
}
