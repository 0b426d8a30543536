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
/// A feedback's states producer attaches in the same queue (`transitions`): started while the
/// loop is busy, it waits for the events queued before it, then replays the state they made
/// (never one that is already out of date) and follows every later one. Stopping from inside the
/// loop's own delivery (an observer ends it) also waits its turn: the state being published
/// still reaches every feedback, and nothing is reduced after it (Loop 3's order). Pausing and
/// resuming take their turn the same way: paused, the loop runs no feedback and drops events.
@usableFromInline
final class LoopCore<State, Event>: DrainQueue<LoopCore<State, Event>.Item>, @unchecked Sendable {
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

  @usableFromInline let monitor: EffectMonitor?
  @usableFromInline let scheduler: Scheduler?

  /// A loop at `initial` whose feedbacks have not started; see `start(_:)`. Events sent before
  /// then are reduced at once.
  @usableFromInline
  init(
    initial: State, reduce: @escaping (inout State, Event) -> Void, monitor: EffectMonitor? = nil,
    deliverOn scheduler: Scheduler? = nil
  ) {
    self.reduce = reduce
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
        self.attachFeedbacks()
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
      let attachment = SerialDisposable()
      lifetime += attachment
      let storage = storage
      run { attachment.inner = storage.attach(downstream) }
      return nil
    })
  }

  /// Runs `work` now if the loop is idle, else after what is queued.
  @usableFromInline
  func run(_ work: @escaping () -> Void) {
    if handleOrEnqueue(.perform(work), direct: work) { drain() }
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
    case let .perform(work): work()
    }
  }

  @inlinable
  func process(_ event: Event, token: EffectToken?) {
    assertDrainer("a loop's state")
    guard phase.load(ordering: .acquiring) == LoopCore.running, token?.isCancelled != true else { return }
    reduce(&state, event)
    storage.write((state, event))
  }

  /// Stops the loop: later events are dropped at once; every feedback (and so every running
  /// effect) is disposed and the state signal completes when the loop is idle, so a state being
  /// published when the loop is stopped from inside its delivery still reaches every feedback.
  @usableFromInline
  func stop() {
    guard phase.exchange(LoopCore.stopped, ordering: .acquiringAndReleasing) != LoopCore.stopped else { return }
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
