/// Fusion past a signal that is still referenced (`let`-bound intermediates).
///
/// In
///
///     let doubled = source.map { $0 * 2 }
///     let labels = doubled.map { "\($0)" }
///     labels.observeValues { print($0) }
///
/// `doubled` is referenced until the end of the scope, so it cannot be spliced out as a hidden
/// intermediate is (`StageFeed`). While its only observer is the next stage, the chain runs past
/// it instead: the source's observation runs both steps and sends to `labels`, and `doubled` is
/// *bypassed*: it has no observer and no feed, and this record says where it sits in the fused
/// steps. Each event then costs one delivery, as a chain written in one expression does.
///
/// Nothing observable changes, because a bypassed signal is put back the moment anything could
/// tell the difference:
/// - something observes it (or derives a stage from it): before the observer is added, the fused
///   stage is split at the signal's boundary: the source's observation runs the steps up to it
///   and sends to it, and a new stage on it runs the rest into the end of the chain, attached
///   first, so the chain's old path still gets each value before the new observer, as it would
///   have without fusion; each closure still runs once per value;
/// - the chain ends: the fused stage ends each bypassed signal before the end of the chain, in
///   chain order, so a later observer of a bypassed signal is told it ended;
/// - the end of the chain is torn down (its last observer left): the chain is first split at the
///   last bypassed signal that is still referenced, so that signal stays attached to the source,
///   as an observed-by-nobody signal stays attached in ReactiveSwift (its closures keep running);
/// - the bypassed signal is released: it ends, and the fused stage forgets it.
///
/// Everything here runs in the chain's serial context (every stage shares its source's domain),
/// between deliveries.
@usableFromInline
class BypassedSignal<Error: Swift.Error> {
  /// The fused stage running past the signal (weak: the end of the chain owns its stage).
  @usableFromInline weak var stage: (any BypassingStage<Error>)?

  init() {}

  /// Whether the signal is still alive and has not ended.
  var isLive: Bool { preconditionFailure("BypassedSignal is abstract") }

  /// Ends the signal with the chain's terminal event (it has no observer to tell).
  func end(_ event: StageEnd<Error>) {
    preconditionFailure("BypassedSignal is abstract")
  }

  /// Puts the signal back between `stage`'s steps before `boundary` and the rest.
  func rejoin<Input, Output>(_ stage: ValueStage<Input, Output, Error>, at boundary: Int) {
    preconditionFailure("BypassedSignal is abstract")
  }

  /// Puts the signal back into its chain (it is about to be observed).
  @usableFromInline
  func rejoin() {
    stage?.rejoin(self)
  }
}

/// A fused stage that runs past bypassed signals.
@usableFromInline
protocol BypassingStage<Error>: AnyObject {
  associatedtype Error: Swift.Error
  /// Splits the stage at `bypassed`'s boundary and puts it back in between.
  func rejoin(_ bypassed: BypassedSignal<Error>)
}

/// Where a bypassed signal sits in a fused stage: after the first `boundary` steps.
@usableFromInline
struct BypassLink<Error: Swift.Error> {
  /// Weak: the bypassed signal owns its record, so releasing the signal frees it.
  @usableFromInline weak var signal: BypassedSignal<Error>?
  @usableFromInline let boundary: Int

  @usableFromInline
  init(_ signal: BypassedSignal<Error>, boundary: Int) {
    self.signal = signal
    self.boundary = boundary
  }

  /// The same signal in a stage that runs `steps` more steps before this one's (fewer, for a
  /// negative `steps`: the back half of a split stage). Nil once the signal is gone.
  func shifted(by steps: Int) -> BypassLink? {
    signal.map { BypassLink($0, boundary: boundary + steps) }
  }
}

/// The record of one bypassed signal of values `Value`, with what it takes to put it back.
@usableFromInline
final class SignalBypass<Value, Error: Swift.Error>: BypassedSignal<Error> {
  weak var core: SignalCore<Value, Error>?
  /// The signal's own stage ends: what its feed sent values and terminal events to.
  let sink: StageSink
  let endSignal: (StageEnd<Error>) -> Void
  /// Makes the observer a stage attaches to this signal.
  let makeObserver: StageObserverMaker<Value, Error>

  init(
    core: SignalCore<Value, Error>, sink: @escaping StageSink, end: @escaping (StageEnd<Error>) -> Void,
    makeObserver: @escaping StageObserverMaker<Value, Error>
  ) {
    self.core = core
    self.sink = sink
    self.endSignal = end
    self.makeObserver = makeObserver
  }

  override var isLive: Bool {
    guard let core else { return false }
    return !core.isDone
  }

  override func end(_ event: StageEnd<Error>) {
    guard let core, !core.isDone else { return }
    switch event {
    case let .failed(error): core.terminate(with: .failed(error))
    case .completed: core.terminate(with: .completed)
    case .interrupted: core.terminate(with: .interrupted)
    }
  }

  override func rejoin<Input, Output>(_ stage: ValueStage<Input, Output, Error>, at boundary: Int) {
    guard let middle = core, !middle.isDone, let observation = stage.observation, let owner = stage.owner else {
      return
    }
    middle.assertSplicingIsSafe()
    let (front, back) = stage.steps.split(at: boundary)

    // The front half: the source's observation runs the steps up to this signal, into it.
    let frontStage = ValueStage<Input, Value, Error>(
      steps: front, sink: sink, end: endSignal, makeObserver: stage.makeObserver, owner: middle)
    frontStage.bypassed = stage.bypassed.filter { $0.boundary < boundary }
    frontStage.observation = observation
    observation.replaceHandler(stage.makeObserver(front, sink, frontStage.observerEnd))
    observation.core.replaceStageConsumer(of: observation, with: frontStage.consumer(of: observation))
    if let ownership = stage.ownership { owner.disposables.remove(ownership) }
    frontStage.ownership = middle.disposables.insert(observation)
    middle.bypass = nil
    middle.feed = frontStage
    frontStage.adoptBypassed()

    // The back half: a stage on this signal runs the rest into the end of the chain, attached
    // before whatever is about to observe this signal.
    let backStage = ValueStage<Value, Output, Error>(
      steps: back, sink: stage.sink, end: stage.end, makeObserver: makeObserver, owner: owner)
    backStage.bypassed = stage.bypassed.compactMap { $0.boundary > boundary ? $0.shifted(by: -boundary) : nil }
    let backObservation = SignalCore<Value, Error>.Observation(
      core: middle, handler: makeObserver(back, stage.sink, backStage.observerEnd))
    backStage.observation = backObservation
    backStage.ownership = owner.disposables.insert(backObservation)
    middle.addObservation(backObservation, initial: nil)
    middle.recordStageConsumer(backStage.consumer(of: backObservation))
    owner.feed = backStage
    backStage.adoptBypassed()
  }
}

extension ValueStage: BypassingStage {
  /// The observer's end: ends the bypassed signals, in chain order, before the chain's end.
  @usableFromInline
  var observerEnd: (StageEnd<Error>) -> Void {
    guard !bypassed.isEmpty else { return end }
    let bypassed = bypassed
    let end = end
    return { event in
      for link in bypassed { link.signal?.end(event) }
      end(event)
    }
  }

  @usableFromInline
  func rejoin(_ bypassed: BypassedSignal<Error>) {
    guard let link = self.bypassed.first(where: { $0.signal === bypassed }) else { return }
    bypassed.rejoin(self, at: link.boundary)
  }

  /// Points every signal this stage runs past at it.
  func adoptBypassed() {
    for link in bypassed { link.signal?.stage = self }
  }
}
