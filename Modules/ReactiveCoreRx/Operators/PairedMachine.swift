import ReactiveCore

/// What a two-source operator's step is given, one at a time: an event of the source, or of
/// the other sequence (a trigger, a sampler, the sequence whose latest element is taken).
@usableFromInline enum PairedInput<Element, Other> {
  case source(ReactiveCore.Signal<Element, Swift.Error>.Event)
  case other(ReactiveCore.Signal<Other, Swift.Error>.Event)
}

/// What a two-source operator's step acts through: the result's observer and the two
/// subscriptions.
@usableFromInline final class PairedOutput<Output>: @unchecked Sendable {
  /// The result's observer.
  @usableFromInline let observer: ReactiveCore.Signal<Output, Swift.Error>.Observer
  @usableFromInline let source = ReactiveCore.SerialDisposable()
  @usableFromInline let other = ReactiveCore.SerialDisposable()

  @inlinable init(observer: ReactiveCore.Signal<Output, Swift.Error>.Observer, lifetime: Lifetime) {
    self.observer = observer
    lifetime += source
    lifetime += other
  }

  /// Ends the subscription to the other sequence (it has done its part).
  @inlinable func releaseOther() {
    other.dispose()
  }
}

/// Runs an operator of two sequences as a state machine on ReactiveCore's serial delivery: the
/// events of both go through one pipe, which delivers them one at a time, so `State` needs no
/// lock and the two never interleave (an element of the source and a tick of a sampler on two
/// threads cannot race). The other sequence is subscribed first, as RxSwift's `take(until:)`,
/// `skip(until:)` and `withLatestFrom` do, unless `sourceFirst` (`sample`).
@inlinable func pairedOperator<Element, Other, Output, State>(
  _ source: SignalProducer<Element, Swift.Error>, _ other: SignalProducer<Other, Swift.Error>,
  sourceFirst: Bool = false, initial: State,
  step: @escaping (inout State, PairedInput<Element, Other>, PairedOutput<Output>) -> Void
) -> SignalProducer<Output, Swift.Error> {
  SignalProducer { observer, lifetime in
    let (inputs, input) = ReactiveCore.Signal<PairedInput<Element, Other>, Swift.Error>.pipe()
    let output = PairedOutput(observer: observer, lifetime: lifetime)
    var state = initial
    lifetime += inputs.observeValues { step(&state, $0, output) }
    func subscribeSource() { output.source.inner = source.start { input.send(value: .source($0)) } }
    func subscribeOther() { output.other.inner = other.start { input.send(value: .other($0)) } }
    if sourceFirst {
      subscribeSource()
      subscribeOther()
    } else {
      subscribeOther()
      subscribeSource()
    }
  }
}
