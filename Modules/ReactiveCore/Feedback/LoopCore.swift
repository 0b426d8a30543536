import Synchronization

/// The state machine behind `Loop` and `SignalProducer.system`: reduces events one at a time, in
/// the order they were produced, and publishes each new state to the feedbacks and observers.
///
/// The same queue-and-drain rule as signals: an event sent while the loop is reducing or
/// publishing (by a feedback reacting to the new state, or by an observer) is queued and reduced
/// after the current one. Every event is reduced exactly once, unless it came from an effect
/// that was cancelled before its turn: then it is dropped.
@usableFromInline
final class LoopCore<State, Event>: DrainQueue<(Event, EffectToken?)>, @unchecked Sendable {
  @usableFromInline let reduce: (inout State, Event) -> Void
  /// The published transitions: each new state with the event that made it (`nil` for the
  /// initial state). Observers of the state map it; event-driven feedbacks read the event.
  @usableFromInline let storage: PropertyStorage<(State, Event?)>
  /// The drainer's copy of the state (the storage holds the published one).
  @exclusivity(unchecked) @usableFromInline var state: State
  @usableFromInline let isStopped = Synchronization.Atomic<Bool>(false)
  @usableFromInline let feedbacks = CompositeDisposable()

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
        for feedback in feedbacks {
          _ = self.feedbacks.insert(feedback.setup(storage.producer, consumer))
        }
      }, process: { process($0) })
  }

  /// Sends an event from outside (user intent).
  @inlinable
  func send(_ event: Event) {
    consume(event, token: nil)
  }

  @inlinable
  func consume(_ event: Event, token: EffectToken?) {
    if handleOrEnqueue((event, token), direct: { process(event, token: token) }) { drain() }
  }

  /// Handles what was queued (the caller became the drainer; see `handleOrEnqueue`).
  @inlinable @inline(never)
  func drain() {
    drain { process($0) }
  }

  @inlinable
  func process(_ item: (Event, EffectToken?)) {
    process(item.0, token: item.1)
  }

  @inlinable
  func process(_ event: Event, token: EffectToken?) {
    guard !isStopped.load(ordering: .acquiring), token?.isCancelled != true else { return }
    reduce(&state, event)
    storage.write((state, event))
  }

  /// Stops the loop: later events are dropped, every feedback (and so every running effect) is
  /// disposed, and the state signal completes.
  @usableFromInline
  func stop() {
    guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    feedbacks.dispose()
    storage.complete()
  }
}
