import Synchronization

/// Fusion of consecutive stateless value stages on signals (`map`, `filter`, `compactMap` and
/// the operators built on them).
///
/// Each such operator makes a derived signal fed by one observation on its upstream. In
/// `signal.map(f).filter(g).observeValues(h)`, the `map` signal's only observer is the `filter`
/// stage. At that moment it is *spliced out*: the upstream observation runs `f` then `g` in one
/// observer and sends straight to the `filter` signal, whose stage record now starts at the
/// upstream. A chain of any length settles into one observation on the source and one delivery
/// at the end.
///
/// Nothing observable changes, because a splice only happens when nobody could observe the
/// difference:
/// - the intermediate has exactly one active observer, which is the next stage; one observed by
///   anything else is not spliced, so `f` still runs once per value however many observers
///   share it. If nothing references it, it ends for good; if something does (a `let`), it is
///   bypassed and put back as soon as anything observes it (see `BypassedSignal`);
/// - a splice runs in the chain's serial context between deliveries (all the stages share their
///   source's domain), so no event is half-way through the old path;
/// - events take the same order, reentrant sends are queued by the same source, and disposing
///   the last signal still detaches the whole chain (it now owns the upstream observation).
///
/// The fused steps are closures each operator made where it was called, so the hot path is
/// specialized for the caller's types; only the splice itself runs generic code. The steps run
/// in a loop over stack scratch (see `StageSteps`).
@usableFromInline
class StageFeed<Value, Error: Swift.Error> {
  @usableFromInline init() {}

  /// Splices the signal this stage feeds out of its chain: `next`, that signal's only observer,
  /// is fed from this stage's upstream observation through this stage's steps then its own.
  func splice<Next>(into next: ValueStage<Value, Next, Error>) {
    preconditionFailure("StageFeed is abstract")
  }

  /// Before the signal this stage feeds is torn down: puts back the last signal the stage runs
  /// past that is still alive (see `BypassedSignal`).
  func rejoinLastBypassed() {}
}

/// How the last step of a stage hands values and terminal events to an observer of its output
/// (made where the last operator was called, so specialized for its output type).
@usableFromInline
struct StageOutput<Value, Error: Swift.Error> {
  @usableFromInline let sink: (Signal<Value, Error>.Observer.Handler) -> StageSink
  @usableFromInline let end: (Signal<Value, Error>.Observer.Handler) -> (StageEnd<Error>) -> Void

  @inlinable
  init() {
    sink = { downstream in { downstream.send(.value($0.takeStageValue(Value.self))) } }
    end = { downstream in
      { end in
        switch end {
        case let .failed(error): downstream.send(.failed(error))
        case .completed: downstream.send(.completed)
        case .interrupted: downstream.send(.interrupted)
        }
      }
    }
  }
}

extension Signal.Observer {
  /// The handler of the observer a stage attaches upstream: values run through `steps` to
  /// `sink`, terminal events go to `end`. A handler, not an `Observer` object, since an
  /// observation and a producer body each keep the handler alone.
  @inlinable
  static func stageHandler(
    steps: StageSteps, sink: @escaping StageSink, end: @escaping (StageEnd<Error>) -> Void
  ) -> Handler {
    .stage(StageEntry(steps: steps, sink: sink, end: end))
  }
}

/// The upstream end of a fused chain, held by the observer attached to the upstream signal.
@usableFromInline
package final class StageEntry<Value, Error: Swift.Error> {
  @usableFromInline let steps: StageSteps
  @usableFromInline let sink: StageSink
  @usableFromInline let end: (StageEnd<Error>) -> Void

  @inlinable
  init(steps: StageSteps, sink: @escaping StageSink, end: @escaping (StageEnd<Error>) -> Void) {
    self.steps = steps
    self.sink = sink
    self.end = end
  }

  /// Runs a value through the steps to the sink, or hands a terminal event to `end`. Not
  /// inlined into the observer's switch, which every delivery loop inlines: it kept those loops
  /// small (B3's 100-observer loop was 9 % slower with it inlined).
  @inlinable @inline(never)
  func receive(_ event: Signal<Value, Error>.Event) {
    switch event {
    case let .value(value): steps.send(value, to: sink)
    case let .failed(error): end(.failed(error))
    case .completed: end(.completed)
    case .interrupted: end(.interrupted)
    }
  }
}

/// A terminal event on its way down a fused chain, without the value type of any stage.
@usableFromInline
typealias StageEnd<Error: Swift.Error> = Signal<Never, Error>.Event

/// Makes the handler of the observer a stage attaches to its upstream of `Input`
/// (`Signal.Observer.stageHandler`, specialized where the stage's first operator was called).
@usableFromInline
typealias StageObserverMaker<Input, Error: Swift.Error> =
  (StageSteps, @escaping StageSink, @escaping (StageEnd<Error>) -> Void) -> Signal<Input, Error>.Observer.Handler

/// How one derived signal (`owner`) is fed from an upstream signal of `Input`: through `steps`
/// (one operator's, or several fused), attached to the upstream by `observation`.
@usableFromInline
final class ValueStage<Input, Value, Error: Swift.Error>: StageFeed<Value, Error> {
  /// What the upstream's values go through.
  @usableFromInline let steps: StageSteps
  /// Sends the steps' result to the owner's input.
  @usableFromInline let sink: StageSink
  /// Sends a terminal event to the owner's input.
  @usableFromInline let end: (StageEnd<Error>) -> Void
  /// Makes the observer attached to the upstream from steps, a sink and an end (specialized
  /// where the first operator of the stage was called).
  @usableFromInline let makeObserver: StageObserverMaker<Input, Error>
  /// The signal this stage feeds. Weak: the signal owns its stage.
  @usableFromInline weak var owner: SignalCore<Value, Error>?
  /// The observation on the upstream signal; set once before the stage is shared.
  @usableFromInline var observation: SignalCore<Input, Error>.Observation?
  /// Where the owner's lifetime holds `observation` (so a splice can hand it over).
  @usableFromInline var ownership: TokenBag<Disposable>.Token?
  /// The referenced signals these steps run past, in chain order (see `BypassedSignal`).
  @usableFromInline var bypassed: [BypassLink<Error>] = []

  @usableFromInline
  init(
    steps: StageSteps,
    sink: @escaping StageSink,
    end: @escaping (StageEnd<Error>) -> Void,
    makeObserver: @escaping StageObserverMaker<Input, Error>,
    owner: SignalCore<Value, Error>
  ) {
    self.steps = steps
    self.sink = sink
    self.end = end
    self.makeObserver = makeObserver
    self.owner = owner
  }

  /// Before the end of the chain is torn down: puts back the last bypassed signal still alive,
  /// which then stays attached to the source with the signals before it.
  override func rejoinLastBypassed() {
    guard let last = bypassed.last(where: { $0.signal?.isLive ?? false }), let signal = last.signal else { return }
    signal.rejoin(self, at: last.boundary)
  }

  /// The entry the upstream keeps for this stage, so the upstream can splice itself into it.
  @usableFromInline
  func consumer(of observation: SignalCore<Input, Error>.Observation) -> StageConsumer<Input, Error> {
    StageConsumer(observation: observation) { [self] feed in feed.splice(into: self) }
  }

  override func splice<Next>(into next: ValueStage<Value, Next, Error>) {
    guard let observation, observation.isActive.load(ordering: .relaxed),
      let retiring = owner, let nextOwner = next.owner, !nextOwner.isDone
    else { return }
    let fused = ValueStage<Input, Next, Error>(
      steps: steps.followed(by: next.steps), sink: next.sink, end: next.end,
      makeObserver: makeObserver, owner: nextOwner)
    fused.observation = observation
    fused.bypassed = bypassed
    if retiring.isSignalReferenced {
      // Still referenced: run past it, and put it back if anything observes it.
      let bypass = SignalBypass(core: retiring, sink: sink, end: end, makeObserver: next.makeObserver)
      fused.bypassed.append(BypassLink(bypass, boundary: steps.runs.count))
      if let ownership { retiring.disposables.remove(ownership) }
      retiring.bypassAfterSplice(bypass)
    } else {
      // The intermediate ends first, so releasing its input below does not interrupt it.
      retiring.retireAfterSplice()
    }
    fused.bypassed += next.bypassed.compactMap { $0.shifted(by: steps.runs.count) }
    observation.replaceHandler(makeObserver(fused.steps, fused.sink, fused.observerEnd))
    observation.core.replaceStageConsumer(of: observation, with: fused.consumer(of: observation))
    nextOwner.feed = fused
    fused.adoptBypassed()
    // The next signal now owns the upstream observation instead of its old one (which holds
    // the retired signal): its teardown detaches the chain, and the retired signal is freed.
    if let ownership = next.ownership { nextOwner.disposables.remove(ownership) }
    fused.ownership = nextOwner.disposables.insert(observation)
  }
}

/// A fusable stage observing a signal, as that signal records it: the observation, and how to
/// splice the signal into the stage.
@usableFromInline
struct StageConsumer<Value, Error: Swift.Error> {
  @usableFromInline let observation: SignalCore<Value, Error>.Observation
  @usableFromInline let absorb: (StageFeed<Value, Error>) -> Void

  @usableFromInline
  init(observation: SignalCore<Value, Error>.Observation, absorb: @escaping (StageFeed<Value, Error>) -> Void) {
    self.observation = observation
    self.absorb = absorb
  }
}

extension SignalCore {
  /// Attaches a fusable stage's first observer and records the stage (via `.addStage`).
  @inlinable
  func observe<U>(stage: ValueStage<Value, U, Error>, with handler: Observer.Handler) -> Observation? {
    if terminated.load(ordering: .acquiring) {
      interruptLateObserver(handler)
      return nil
    }
    let observation = Observation(core: self, handler: handler)
    stage.observation = observation
    // Owned before it is added: adding it can fuse it with this signal's own stage at once.
    stage.ownership = stage.owner?.disposables.insert(observation)
    run(.addStage(observation, stage.consumer(of: observation)))
    return observation
  }

  /// Records a stage observing this signal, if this signal can itself be spliced out later.
  @usableFromInline
  func recordStageConsumer(_ consumer: StageConsumer<Value, Error>) {
    guard feed != nil, !isDone, consumer.observation.isActive.load(ordering: .relaxed) else { return }
    stageConsumers.append(consumer)
  }

  /// After a splice moved `observation` to a new stage, points this signal's record at it.
  @usableFromInline
  func replaceStageConsumer(of observation: Observation, with consumer: StageConsumer<Value, Error>) {
    stageConsumers.removeAll { $0.observation === observation }
    recordStageConsumer(consumer)
  }

  /// Forgets the stage behind a detached observation.
  @inlinable
  func forgetStageConsumer(of observation: Observation) {
    if !stageConsumers.isEmpty { stageConsumers.removeAll { $0.observation === observation } }
  }

  /// Splices this signal out of its chain if its one active observer is the next stage and it
  /// is fed by a fusable stage: out for good if nothing references it, else bypassed until
  /// something observes it (see `BypassedSignal`).
  ///
  /// Asked at every attach and detach, so the common answer (a signal no stage feeds) is given
  /// in the caller's specialized code; only a fed signal goes on to the generic part.
  @inlinable
  func spliceIfSingleStage() {
    assertSplicingIsSafe()
    if feed != nil { spliceIfSingleFedStage() }
  }

  @usableFromInline
  func spliceIfSingleFedStage() {
    guard let feed, !isDone, !stageConsumers.isEmpty, observations.count - tombstones == 1
    else { return }
    var active: Observation?
    for index in 0..<observations.count {
      let observation = observations[index]
      guard observation.isActive.load(ordering: .relaxed) else { continue }
      if active != nil { return }
      active = observation
    }
    guard let active, let consumer = stageConsumers.first(where: { $0.observation === active }) else { return }
    consumer.absorb(feed)
  }

  /// Debug builds: fails unless the chain's path may be rewired now: on the thread serialized in
  /// this signal's context, with no event on its way along the chain.
  @inlinable
  func assertSplicingIsSafe(file: StaticString = #file, line: UInt = #line) {
    assertSerialized(file: file, line: line)
    assert(
      domain?.isBetweenDeliveries ?? drainer.isBetweenDeliveries,
      "a splice while an event is being delivered would cut the path that event is on", file: file, line: line)
  }

  /// Leaves this still-referenced signal bypassed after its stage was fused into the next: its
  /// one observer (the next stage's old observation) is dropped, and `bypass` says where it sits.
  @usableFromInline
  func bypassAfterSplice(_ bypass: SignalBypass<Value, Error>) {
    dropObservations()
    feed = nil
    stageConsumers = []
    self.bypass = bypass
  }

  /// Puts this signal back into the chain that runs past it, before it is observed.
  @inlinable
  func rejoinIfBypassed() {
    if let bypass { bypass.rejoin() }
  }

  /// Ends this signal silently after its stage was fused into the next: it had no one else to
  /// tell, and its upstream observation now belongs to the next signal.
  @usableFromInline
  func retireAfterSplice() {
    markEnded()
    dropObservations()
  }

  /// Empties the observer list after a splice, releasing each observer without telling it
  /// anything: its one observer was the next stage's old observation, replaced by the fused one.
  @usableFromInline
  func dropObservations() {
    let current = observations.take()
    tombstones = 0
    for observation in current { _ = observation.takeHandler() }
  }
}

extension Signal {
  /// Builds a derived signal from a stateless operator that fuses with its neighbours once they
  /// are hidden (see `StageFeed`). Until then it observes through the operator on its own.
  @inlinable
  func applyStage<U>(_ operator: StageOperator<Value, Error, U>) -> Signal<U, Error> {
    let derived = SignalCore<U, Error>(joining: core)
    let signal = Signal<U, Error>(core: derived)
    let input = Signal<U, Error>.Observer(input: derived)
    let output = StageOutput<U, Error>()
    let stage = ValueStage<Value, U, Error>(
      steps: `operator`.steps, sink: output.sink(input.handler), end: output.end(input.handler),
      makeObserver: Signal<Value, Error>.Observer.stageHandler, owner: derived)
    derived.feed = stage
    let alone = `operator`.alone(input.handler, Lifetime(derived.disposables))
    _ = core.observe(stage: stage, with: alone)
    return signal
  }
}
