import Synchronization

/// The shared state of a `Signal`: its observers, its terminal state, and the serial delivery
/// machinery.
///
/// Delivery contract (see README): one event at a time; an event sent while the signal is
/// delivering (reentrantly, or from another thread) is queued and delivered after the current
/// event reached every observer. The thread that started delivering drains the queue, so no
/// sender ever blocks on user code: nothing can deadlock. Observer additions, removals and
/// interruptions travel through the same queue, so they are ordered with events.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: DrainQueue<SignalCore<Value, Error>.Command>,
  SerialDomain, @unchecked Sendable
{
  @usableFromInline typealias Event = Signal<Value, Error>.Event
  @usableFromInline typealias Observer = Signal<Value, Error>.Observer

  @usableFromInline
  enum Command {
    case event(Event)
    /// Attach an observation; `initial` is delivered to it alone first (property producers).
    case add(Observation, initial: Value?)
    /// Attach a fusable stage's observation and record the stage (see `StageFeed`).
    case addStage(Observation, StageConsumer<Value, Error>)
    /// Attach an observation after replaying `values` to it alone (`replayLazily`).
    case addReplaying(Observation, [Value])
    /// Deliver `interrupted` to one observation and detach it (producer instances).
    case interrupt(Observation)
    /// An observation was disposed: release its observer; tear down if nothing observes an
    /// unreferenced signal.
    case detach(Observation)
    /// The `Signal` object was deinitialized.
    case signalReleased
    /// Work of a derived signal that shares this core's serialization domain.
    case perform(() -> Void)
  }

  /// Set once the terminal event has been taken for delivery or the signal was torn down.
  @usableFromInline let terminated = Synchronization.Atomic<Bool>(false)

  /// Whether the signal has ended (terminated, or torn down unobserved and unreferenced).
  @inlinable var hasEnded: Bool { terminated.load(ordering: .acquiring) }

  // Owned by the drainer.
  /// Attached observations in attach order. Disposed ones stay as tombstones (skipped by
  /// delivery, observer already released) until they are half of the list; then one pass removes
  /// them all. Attach and detach are O(1) amortized at any number of observers, and delivery
  /// order is attach order.
  @exclusivity(unchecked) @usableFromInline var observations = ObservationList<Observation>()
  /// How many entries of `observations` are tombstones.
  @exclusivity(unchecked) @usableFromInline var tombstones = 0
  @exclusivity(unchecked) @usableFromInline var isDone = false
  @exclusivity(unchecked) @usableFromInline var isSignalReferenced = true

  /// How this signal is fed, when a fusable stage (`map`, `filter`...) feeds it.
  @exclusivity(unchecked) @usableFromInline var feed: StageFeed<Value, Error>?
  /// Set while a fused chain runs past this signal (see `BypassedSignal`).
  @exclusivity(unchecked) @usableFromInline var bypass: SignalBypass<Value, Error>?
  /// The fusable stages observing this signal (recorded only when it has a `feed` itself).
  @exclusivity(unchecked) @usableFromInline var stageConsumers: ContiguousArray<StageConsumer<Value, Error>> = []

  /// The generator's lifetime: ends when the signal terminates or is torn down.
  @usableFromInline let disposables = CompositeDisposable()

  /// For a derived signal whose events only ever come from its upstream's delivery (`map`,
  /// `filter`, ...): the upstream's domain. Its events are then delivered directly, without a
  /// drain of its own, and its commands run in that domain's serial context.
  @usableFromInline let domain: (any SerialDomain)?
  /// Set when `interrupted` is sent: events queued before it and not yet being delivered are
  /// dropped, so the interruption goes next (ReactiveSwift's rule, see `deliverQueued`).
  @usableFromInline let interruptRequested = Synchronization.Atomic<Bool>(false)

  /// Queues a disposed observation's detach (or interruption), in code specialized for this
  /// signal's types. `dispose()` is reached through `Disposable`, a witness that runs generic
  /// code: detaching from there looked up type metadata at every step (half of O1's dispose).
  /// Made in each `@inlinable` initializer, so the caller's module specializes it.
  @usableFromInline let handleDisposal: (SignalCore, Observation) -> Void

  @inlinable static var disposalHandler: (SignalCore, Observation) -> Void {
    { core, observation in
      let interrupts = observation.interruptsOnDispose
      core.run(interrupts ? .interrupt(observation) : .detach(observation)) {
        if interrupts { core.interruptObservation(observation) } else { core.detach(observation) }
      }
    }
  }

  @inlinable override init() {
    domain = nil
    handleDisposal = Self.disposalHandler
  }

  @inlinable init(joining upstream: SignalCore<some Any, some Swift.Error>) {
    domain = upstream.domain ?? upstream
    handleDisposal = Self.disposalHandler
  }

  /// Runs `work` in this core's serial context (now, or after the current delivery).
  @usableFromInline
  func perform(_ work: @escaping () -> Void) {
    run(.perform(work))
  }

  @usableFromInline var isSerializedOnCurrentThread: Bool { drainer.isHeldByCurrentThread }
  @usableFromInline var isBetweenDeliveries: Bool { drainer.isBetweenDeliveries }

  /// Whether the calling thread is serialized in this signal's context: its own drain, or its
  /// domain's for a derived signal.
  @inlinable var isSerializedInContext: Bool {
    domain?.isSerializedOnCurrentThread ?? drainer.isHeldByCurrentThread
  }

  /// Debug builds: fails unless the calling thread is serialized in this signal's context, the
  /// one thread that may touch its observers and fusion records.
  @inlinable
  func assertSerialized(file: StaticString = #file, line: UInt = #line) {
    assert(
      isSerializedInContext, "a signal's observers touched by a thread that is not delivering its events",
      file: file, line: line)
  }

  /// The input observer was released: the signal is interrupted after the events already sent
  /// (they were sent before the release, so they are not overtaken as a sent `interrupted` would
  /// overtake them).
  @usableFromInline
  func inputReleased() {
    guard !terminated.load(ordering: .acquiring) else { return }
    if handleOrEnqueue(.event(.interrupted), direct: { deliver(.interrupted) }) { drain() }
  }

  // MARK: Entry points

  @inlinable
  func send(_ event: Event) {
    if domain != nil {
      // Called from the shared domain's delivery: already serialized.
      return deliver(event)
    }
    if case .interrupted = event { interruptRequested.store(true, ordering: .releasing) }
    if handleOrEnqueue(.event(event), direct: { deliver(event) }) { drain() }
  }

  @inlinable
  func observe(_ observer: Observer, interruptsOnDispose: Bool = false) -> Disposable? {
    observe(handler: observer.handler, interruptsOnDispose: interruptsOnDispose)
  }

  /// Attaches an observer given as its handler: for closures observed directly
  /// (`observe(_:)`, `observeValues(_:)`), which then need no `Observer` object at all.
  @inlinable
  func observe(handler: Observer.Handler, interruptsOnDispose: Bool = false) -> Disposable? {
    if terminated.load(ordering: .acquiring) {
      interruptLateObserver(handler)
      return nil
    }
    let observation = Observation(core: self, handler: handler, interruptsOnDispose: interruptsOnDispose)
    // Attached directly when no one is delivering: the command is built only to be queued (a
    // retain and a release of the observation fewer per attach, O1).
    run(.add(observation, initial: nil)) { attach(observation, initial: nil) }
    return observation
  }

  /// Tells an observer that attaches after the end that the signal is over: `interrupted`, at
  /// once (as ReactiveSwift does, also from inside this signal's own delivery), and within this
  /// signal's serialization, because the handler may be the input of a signal derived from this
  /// one, whose delivery must run serialized in the domain it shares with this one
  /// (`Signal.empty.map { … }` attaches exactly so). Only while another thread delivers does it
  /// wait for that thread.
  @inlinable
  func interruptLateObserver(_ handler: Observer.Handler) {
    if isSerializedInContext {
      handler.send(.interrupted)
    } else {
      run(.perform { handler.send(.interrupted) })
    }
  }

  /// Runs `command` now if no one is delivering, else queues it for the current drainer.
  @inlinable
  func run(_ command: Command) {
    run(command) { process(command) }
  }

  /// Runs `command` as `direct` now if no one is delivering, else queues it for the current
  /// drainer. For a hot caller that knows which command it sends (disposal): `direct` does the
  /// command's work without building it, then taking it apart and destroying it (through the
  /// enum's value witness: a third of a disposal's instructions, O1).
  @inlinable
  func run(_ command: @autoclosure () -> Command, direct: () -> Void) {
    if let domain {
      let command = command()
      return domain.perform { [self] in process(command) }
    }
    if handleOrEnqueue(command(), direct: direct) { drain() }
  }

  /// Handles what was queued (the caller became the drainer; see `handleOrEnqueue`).
  @inlinable @inline(never)
  func drain() {
    precondition(domain == nil, "enqueue and drain are for cores with a domain of their own")
    drain { process($0) }
  }
}
