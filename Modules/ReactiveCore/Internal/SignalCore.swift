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

  /// One attached observer. Disposing it detaches the observer at once.
  ///
  /// The observer is owned manually (`Unmanaged`) so the delivery loop can borrow it without
  /// reference counting. Only the drainer takes or releases it, never during a delivery loop.
  ///
  /// The one-byte fields come last: Swift lays fields out in declaration order, and this order
  /// keeps the object at 35 bytes, a 48-byte heap block instead of 64 (M1 in BENCHMARKS.md).
  @usableFromInline
  final class Observation: Disposable, @unchecked Sendable {
    @usableFromInline let core: SignalCore
    @exclusivity(unchecked) @usableFromInline var observerRef: Unmanaged<Observer>?
    @usableFromInline let isActive = Synchronization.Atomic<Bool>(true)
    /// Whether disposal delivers `interrupted` to the observer (a producer instance) rather than
    /// detaching silently (a signal observation).
    @usableFromInline let interruptsOnDispose: Bool
    /// Set by the drainer when it handled the disposal: the entry is a counted tombstone.
    @exclusivity(unchecked) @usableFromInline var isDetached = false

    @inlinable init(core: SignalCore, observer: Observer, interruptsOnDispose: Bool = false) {
      self.core = core
      self.observerRef = .passRetained(observer)
      self.interruptsOnDispose = interruptsOnDispose
    }

    deinit {
      observerRef?.release()
    }

    @usableFromInline var isDisposed: Bool { !isActive.load(ordering: .acquiring) }

    /// Detaches the observer at once: it is skipped for every event from now on. An
    /// interrupting observation then receives `interrupted` in order with the signal's events.
    @usableFromInline func dispose() {
      if isActive.exchange(false, ordering: .acquiringAndReleasing) {
        core.handleDisposal(core, self)
      }
    }

    /// Delivers `event` to the observer, if it still has one, without retaining it.
    @inlinable func deliver(_ event: Event) {
      observerRef?._withUnsafeGuaranteedRef { $0.send(event) }
    }

    /// Detaches the observer and returns it (owned by the caller).
    @inlinable func takeObserver() -> Observer? {
      guard let ref = observerRef else { return nil }
      observerRef = nil
      return ref.takeRetainedValue()
    }

    /// Replaces the observer (a stage fused with the next one; drainer only, between deliveries).
    @usableFromInline func replaceObserver(_ observer: Observer) {
      let old = observerRef
      observerRef = .passRetained(observer)
      old?.release()
    }

    /// Releases the observer unless an interruption is still owed to it.
    @inlinable func releaseObserverIfSettled() {
      if !interruptsOnDispose || isActive.load(ordering: .relaxed) { _ = takeObserver() }
    }
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
    { core, observation in core.run(observation.interruptsOnDispose ? .interrupt(observation) : .detach(observation)) }
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
    if terminated.load(ordering: .acquiring) {
      observer.send(.interrupted)
      return nil
    }
    let observation = Observation(core: self, observer: observer, interruptsOnDispose: interruptsOnDispose)
    run(.add(observation, initial: nil))
    return observation
  }

  /// Runs `command` now if no one is delivering, else queues it for the current drainer.
  @inlinable
  func run(_ command: Command) {
    if let domain {
      return domain.perform { [self] in process(command) }
    }
    if handleOrEnqueue(command, direct: { process(command) }) { drain() }
  }

  /// Handles what was queued (the caller became the drainer; see `handleOrEnqueue`).
  @inlinable @inline(never)
  func drain() {
    precondition(domain == nil, "enqueue and drain are for cores with a domain of their own")
    drain { process($0) }
  }

  // MARK: Processing (drainer only)

  @inlinable
  func process(_ command: Command) {
    switch command {
    case let .event(event):
      deliverQueued(event)
    case let .add(observation, initial):
      addObservation(observation, initial: initial)
    case let .addStage(observation, consumer):
      addObservation(observation, initial: nil)
      recordStageConsumer(consumer)
    case let .addReplaying(observation, values):
      if !isDone {
        for value in values where observation.isActive.load(ordering: .relaxed) {
          observation.deliver(.value(value))
        }
      }
      addObservation(observation, initial: nil)
    case let .interrupt(observation):
      interruptObservation(observation)
    case let .detach(observation):
      detach(observation)
    case .signalReleased:
      isSignalReferenced = false
      tearDownIfUnobserved()
      spliceIfHidden()
    case let .perform(work):
      work()
    }
  }

  /// Delivers `event` to every active observer (drainer only).
  @inlinable
  func deliver(_ event: Event) {
    guard !isDone else { return }
    if event.isTerminating { return terminate(with: event) }
    // Observations are only mutated by the drainer, and callbacks cannot drain (we are the
    // drainer), so the list is stable for the whole loop: borrow it instead of copying.
    observations.withUnsafeElements { buffer in
      for reference in buffer {
        reference._withUnsafeGuaranteedRef { observation in
          if observation.isActive.load(ordering: .relaxed) { observation.deliver(event) }
        }
      }
    }
  }

  /// Delivers an event that waited in the queue, unless an interruption was sent meanwhile:
  /// `interrupted` overtakes every event that is not already being delivered, as in
  /// ReactiveSwift, where an interruption takes effect at once and the values other threads were
  /// about to send are dropped. (The event being delivered when it arrives still reaches every
  /// observer.)
  @inlinable
  func deliverQueued(_ event: Event) {
    if case .interrupted = event {} else if interruptRequested.load(ordering: .acquiring) { return }
    deliver(event)
  }

  @usableFromInline
  func addObservation(_ observation: Observation, initial: Value?) {
    if isDone {
      let observer = observation.takeObserver()
      if let initial {
        // A property's producer started after the property ended: its last value, then
        // completion, as in ReactiveSwift.
        observer?.send(.value(initial))
        observer?.send(.completed)
      } else {
        observer?.send(.interrupted)
      }
      return
    }
    observations.append(observation)
    if let initial, observation.isActive.load(ordering: .relaxed) {
      observation.deliver(.value(initial))
    }
  }

  @usableFromInline
  func interruptObservation(_ observation: Observation) {
    let observer = observation.takeObserver()
    markDetached(observation)
    observer?.send(.interrupted)
  }

  /// Releases a disposed observation's observer at once; its entry stays as a tombstone.
  @usableFromInline
  func detach(_ observation: Observation) {
    observation.releaseObserverIfSettled()
    forgetStageConsumer(of: observation)
    markDetached(observation)
    if !isSignalReferenced { spliceIfHidden() }
  }

  /// Counts one more tombstone (unless the signal already ended and dropped its observations),
  /// compacts when they are half the entries, and tears down an unobserved, unreferenced signal.
  @usableFromInline
  func markDetached(_ observation: Observation) {
    guard !isDone else { return }
    observation.isDetached = true
    tombstones += 1
    if tombstones > 8, tombstones * 2 >= observations.count { compact() }
    tearDownIfUnobserved()
  }

  /// Marks the signal ended (nothing is delivered or attached any more) and drops its fusion
  /// records, which would otherwise keep its neighbours alive.
  @usableFromInline
  func markEnded() {
    isDone = true
    terminated.store(true, ordering: .releasing)
    feed = nil
    stageConsumers = []
  }

  @usableFromInline
  func terminate(with event: Event) {
    markEnded()
    for observation in observations.take() {
      if observation.isActive.load(ordering: .relaxed) {
        observation.takeObserver()?.send(event)
      } else {
        observation.releaseObserverIfSettled()
      }
    }
    disposables.dispose()
  }

  /// Removes every counted tombstone in one pass, keeping the order of the others. (An entry
  /// disposed on another thread whose detach is still queued stays until that detach counts it.)
  @usableFromInline
  func compact() {
    observations.removeAll { $0.isDetached }
    tombstones = 0
  }

  @usableFromInline
  func tearDownIfUnobserved() {
    guard !isDone, !isSignalReferenced, observations.count == tombstones else { return }
    markEnded()
    // Every entry is a tombstone; each holds this core (an observation disposes through it), so
    // keeping them would keep the core alive forever.
    observations.removeAll()
    tombstones = 0
    disposables.dispose()
  }
}

/// A serial context that derived signals can share (see `SignalCore.domain`).
@usableFromInline
protocol SerialDomain: AnyObject, Sendable {
  /// Runs `work` serially with the domain's deliveries.
  func perform(_ work: @escaping () -> Void)
}
