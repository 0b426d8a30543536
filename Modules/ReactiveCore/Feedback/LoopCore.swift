import Synchronization

/// The state machine behind `Loop` and `SignalProducer.system`: reduces events one at a time, in
/// the order they were produced, and publishes each new state to the feedbacks and observers.
///
/// The same queue-and-drain rule as signals: an event sent while the loop is reducing or
/// publishing (by a feedback reacting to the new state, or by an observer) is queued and reduced
/// after the current one. Every event is reduced exactly once, unless it came from an effect
/// that was cancelled before its turn (its feedback moved on, or the loop stopped): then it is
/// dropped.
///
/// A feedback's states producer (`transitions`) replays the state the loop has reduced so far
/// and follows every later one. Started from inside the loop's own work (a feedback starting it
/// as a state arrives, or as the loop starts), it attaches at once and replays the current
/// state even while events wait in the queue, as Loop 3's floodgate does (its reducer lock is
/// recursive): `state.take(first: 1).then(…).concat(state…)` sees a state that does not reflect
/// the events sent just before. Started from another thread while the loop is busy, it attaches
/// after the events already queued. How stopping treats a state being published depends on the
/// library a front end follows (`StopOrder`); either way nothing is reduced after it. Pausing
/// and resuming take their turn in the queue: paused, the loop runs no feedback and drops events.
@usableFromInline
final class LoopCore<State, Event>: DrainQueue<LoopCore<State, Event>.Item>, @unchecked Sendable {
  /// What stopping does to a state being published when an observer stops the loop on it.
  @usableFromInline
  enum StopOrder {
    /// Loop 3's (`Loop`, `feedbackLoop`): the feedbacks are disposed at once, so the state
    /// reaches no feedback after the observer and starts no effect (its floodgate's rule).
    case immediately
    /// ReactiveFeedback's (`system`, `Property(initial:reduce:feedbacks:)`): the feedbacks see
    /// the state first there, so it reaches every feedback and starts its effects; they are
    /// disposed once it has been delivered.
    case afterDelivery
  }

  @usableFromInline
  enum Item {
    /// An event to reduce, with the token of the effect that sent it.
    case event(Event, EffectToken?)
    /// Attach a feedback's states observer, or stop: work done in turn with the events.
    case perform(() -> Void)
  }

  @usableFromInline let reduce: (inout State, Event) -> Void
  /// The published transitions: each new state with the event that made it (`nil` for the
  /// initial state). Observers of the state map it; event-driven feedbacks read the event.
  @usableFromInline let storage: PropertyStorage<(State, Event?)>
  /// The drainer's copy of the state (the storage holds the published one).
  @exclusivity(unchecked) @usableFromInline var state: State
  /// `running`, `paused` or `stopped`: events are reduced only while the loop runs.
  @usableFromInline let phase = Synchronization.Atomic<UInt8>(LoopCore.running)
  @usableFromInline static var running: UInt8 { 0 }
  @usableFromInline static var paused: UInt8 { 1 }
  @usableFromInline static var stopped: UInt8 { 2 }
  /// The running feedbacks (a `CompositeDisposable` while the loop runs, nothing while paused).
  @usableFromInline let feedbacks = SerialDisposable()
  /// The feedbacks `start` was given and the consumer of their events, kept for `resume`.
  /// Touched only by the drainer.
  @exclusivity(unchecked) var startedFeedbacks: [Feedback<State, Event>] = []
  @exclusivity(unchecked) var consumer: FeedbackEventConsumer<Event>?

  /// The thread doing the loop's work now (reducing an event, starting or restarting the
  /// feedbacks), 0 when none is: a states producer started by that thread is a reentrant start.
  @usableFromInline let workingThread = Synchronization.Atomic<UInt>(0)

  @usableFromInline let stopOrder: StopOrder
  @usableFromInline let monitor: EffectMonitor?
  @usableFromInline let scheduler: Scheduler?

  /// A loop at `initial` whose feedbacks have not started; see `start(_:)`. Events sent before
  /// then are reduced at once.
  @usableFromInline
  init(
    initial: State, reduce: @escaping (inout State, Event) -> Void, monitor: EffectMonitor? = nil,
    deliverOn scheduler: Scheduler? = nil, stopOrder: StopOrder = .immediately
  ) {
    self.reduce = reduce
    self.stopOrder = stopOrder
    self.state = initial
    self.storage = PropertyStorage((initial, nil))
    self.monitor = monitor
    self.scheduler = scheduler
    super.init()
  }

  /// A loop at `initial` with its feedbacks started.
  @usableFromInline
  convenience init(
    initial: State, reduce: @escaping (inout State, Event) -> Void,
    feedbacks: [Feedback<State, Event>], monitor: EffectMonitor? = nil,
    deliverOn scheduler: Scheduler? = nil
  ) {
    self.init(initial: initial, reduce: reduce, monitor: monitor, deliverOn: scheduler)
    start(feedbacks)
  }

  /// Starts the feedbacks. They start while this thread holds the drain, so events they send
  /// synchronously as they start are reduced once every feedback has started. (A producer of the
  /// loop attaches its observer first, so it sees the initial state before any effect's result.)
  @usableFromInline
  func start(_ feedbacks: [Feedback<State, Event>]) {
    // Weak: an effect's event that arrives after the loop is gone is dropped.
    let consumer = FeedbackEventConsumer<Event>(monitor: monitor) { [weak self, scheduler] event, token in
      guard let self else { return }
      if let scheduler {
        let box = UncheckedSendable((self, event, token))
        scheduler.schedule { box.value.0.consume(box.value.1, token: box.value.2) }
      } else {
        consume(event, token: token)
      }
    }
    whileDraining(
      {
        self.startedFeedbacks = feedbacks
        self.consumer = consumer
        self.working { self.attachFeedbacks() }
      }, process: { process($0) })
  }

  /// Starts every feedback `start` was given against the current state. The caller holds the
  /// drain, so events the feedbacks send as they start are reduced once all have started.
  func attachFeedbacks() {
    guard let consumer else { return }
    let running = CompositeDisposable()
    feedbacks.inner = running
    let transitions = transitions
    for feedback in startedFeedbacks {
      _ = running.insert(feedback.setup(transitions, consumer))
    }
  }

  /// The states producer that feedbacks see: each start attaches in turn with the events (see
  /// the type's comment), replaying the state with the event that made it, then every later
  /// one. It does not keep the loop alive.
  ///
  /// No relay of its own: the states are serialized by the loop already, and the start's
  /// instance relay is made where the feedback starts it, specialized for the loop's types. A
  /// source relay made here was generic code every state went through, looking up type metadata
  /// at each step (F1 in BENCHMARKS.md: 60% of a loop's time).
  @usableFromInline
  var transitions: SignalProducer<(State, Event?), Never> {
    SignalProducer(body: { [weak self] downstream, lifetime in
      guard let lifetime else { return nil }
      guard let self else {
        downstream.send(.interrupted)
        return nil
      }
      let storage = storage
      if workingThread.load(ordering: .relaxed) == currentThreadID() {
        lifetime += storage.attach(downstream)
      } else {
        let attachment = SerialDisposable()
        lifetime += attachment
        run { attachment.inner = storage.attach(downstream) }
      }
      return nil
    })
  }

  /// Runs `work` now if the loop is idle, else after what is queued.
  @usableFromInline
  func run(_ work: @escaping () -> Void) {
    if handleOrEnqueue(.perform(work), direct: { working(work) }) { drain() }
  }

  /// Sends an event from outside (user intent).
  @inlinable
  func send(_ event: Event) {
    consume(event, token: nil)
  }

  @inlinable
  func consume(_ event: Event, token: EffectToken?) {
    if handleOrEnqueue(.event(event, token), direct: { process(event, token: token) }) { drain() }
  }

  /// Handles what was queued (the caller became the drainer; see `handleOrEnqueue`).
  @inlinable @inline(never)
  func drain() {
    drain { process($0) }
  }

  @inlinable
  func process(_ item: Item) {
    switch item {
    case let .event(event, token): process(event, token: token)
    case let .perform(work): working(work)
    }
  }

  /// Runs `body`, the loop's own work, marking this thread as the one doing it (see
  /// `workingThread`). Only the drainer calls it, so it never nests.
  @inlinable
  func working(_ body: () -> Void) {
    workingThread.store(currentThreadID(), ordering: .relaxed)
    body()
    workingThread.store(0, ordering: .relaxed)
  }

  @inlinable
  func process(_ event: Event, token: EffectToken?) {
    assertDrainer("a loop's state")
    guard phase.load(ordering: .acquiring) == LoopCore.running, token?.isCancelled != true else { return }
    working {
      reduce(&state, event)
      storage.write((state, event))
    }
  }

  /// Stops the loop: later events are dropped at once; every feedback (and so every running
  /// effect) is disposed as `stopOrder` says; the state signal completes when the loop is idle.
  @usableFromInline
  func stop() {
    guard phase.exchange(LoopCore.stopped, ordering: .acquiringAndReleasing) != LoopCore.stopped else { return }
    if stopOrder == .immediately { feedbacks.dispose() }
    run { [self] in
      feedbacks.dispose()
      // What the feedbacks captured goes now, as their subscriptions do, not with the core.
      startedFeedbacks = []
      consumer = nil
      storage.complete()
    }
  }

  /// Pauses a running loop, in turn with the events queued before it: every feedback is
  /// disposed (cancelling its effects) and events sent until `resume()` are dropped, as Loop 3's
  /// `pause()` unplugs its feedbacks and its input. The state and its observers stay.
  func pause() {
    switchPhase(from: LoopCore.running, to: LoopCore.paused) { [feedbacks] in feedbacks.inner = nil }
  }

  /// Resumes a paused loop: events are reduced again, and every feedback starts again against
  /// the current state (an effect the state calls for starts anew). Does nothing unless paused.
  func resume() {
    switchPhase(from: LoopCore.paused, to: LoopCore.running) { [self] in attachFeedbacks() }
  }

  /// In turn with the queued events: if the loop is in phase `from`, moves it to `to` and runs
  /// `work`; in any other phase (stopped, or already there) does nothing.
  private func switchPhase(from: UInt8, to: UInt8, then work: @escaping () -> Void) {
    run { [self] in
      guard phase.compareExchange(expected: from, desired: to, ordering: .acquiringAndReleasing).exchanged else {
        return
      }
      work()
    }
  }
}
