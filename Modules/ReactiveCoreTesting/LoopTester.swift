import Foundation
import ReactiveCore
import Testing

/// Tests a feedback loop step by step, exhaustively, in the spirit of TCA's `TestStore`.
///
/// `send(event) { expected in ... }` reduces a user event; the closure mutates the previous state
/// into the one the test expects. Events produced by effects are not reduced on their own: the
/// test takes each with `receive(event) { ... }`. The tester records a test issue, with a diff of
/// expected and actual state, when a state changes in a way the test did not describe, when an
/// effect sends an event the test did not receive, or when an effect is still running at
/// `finish()`. Effects that take time should use the tester's `scheduler`; `advance(by:)` moves
/// virtual time.
public final class LoopTester<State: Equatable, Event>: @unchecked Sendable {
  /// The virtual clock effects should schedule on.
  public let scheduler: TestScheduler
  /// The state after the last reduced event.
  public private(set) var state: State

  private let reduce: (inout State, Event) -> Void
  private let feedbacks: CompositeDisposable
  /// Each reduced state with the event that made it, as a loop publishes them to its feedbacks.
  private let published: MutableProperty<(State, Event?)>
  private let monitor = EffectMonitor()
  private let lock = NSLock()
  private var pending: [(event: Event, isStale: () -> Bool)] = []
  private var isFinished = false

  /// Starts the loop's feedbacks on `initial`; `makeFeedbacks` receives the tester's scheduler.
  public init(
    initial: State,
    reduce: @escaping (inout State, Event) -> Void,
    scheduler: TestScheduler = TestScheduler(),
    feedbacks makeFeedbacks: (TestScheduler) -> [Feedback<State, Event>]
  ) {
    self.scheduler = scheduler
    self.state = initial
    self.reduce = reduce
    self.published = MutableProperty((initial, nil))
    let disposables = CompositeDisposable()
    self.feedbacks = disposables
    let consumer = FeedbackEventConsumer<Event>.testing(monitor: monitor) { [weak self] event, isStale in
      guard let self else { return }
      self.lock.withLock { self.pending.append((event, isStale)) }
    }
    for feedback in makeFeedbacks(scheduler) {
      disposables.add(feedback.start(transitions: published.producer, output: consumer))
    }
  }

  /// Like `init(initial:reduce:scheduler:feedbacks:)`, with a reducer returning the next state.
  public convenience init(
    initial: State,
    reduce: @escaping (State, Event) -> State,
    scheduler: TestScheduler = TestScheduler(),
    feedbacks makeFeedbacks: (TestScheduler) -> [Feedback<State, Event>]
  ) {
    self.init(
      initial: initial, reduce: { state, event in state = reduce(state, event) }, scheduler: scheduler,
      feedbacks: makeFeedbacks)
  }

  deinit {
    feedbacks.dispose()
  }

  /// Reduces a user event and checks the state against `update(&previous)`.
  public func send(
    _ event: Event,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) {
    let unreceived = liveEvents()
    if !unreceived.isEmpty {
      Issue.record(
        "Must receive the events effects sent before sending \(event): \(unreceived)",
        sourceLocation: sourceLocation)
    }
    step(event, sourceLocation: sourceLocation, update)
  }

  /// Takes the next event an effect sent, checks it is `expected`, reduces it, and checks the
  /// state against `update(&previous)`.
  public func receive(
    _ expected: Event,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) where Event: Equatable {
    guard let next = takeNextEvent() else {
      Issue.record("Expected to receive \(expected), but no effect sent an event", sourceLocation: sourceLocation)
      return
    }
    if next != expected {
      Issue.record("Received \(next), expected \(expected)", sourceLocation: sourceLocation)
    }
    step(next, sourceLocation: sourceLocation, update)
  }

  /// Moves virtual time forward, running the effects due.
  public func advance(by interval: TimeInterval) {
    scheduler.advance(by: interval)
  }

  /// Checks that every event effects sent was received and that no effect is still running,
  /// then stops the loop.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    scheduler.advance()
    let unreceived = liveEvents()
    if !unreceived.isEmpty {
      Issue.record("Effects sent events the test did not receive: \(unreceived)", sourceLocation: sourceLocation)
    }
    let running = monitor.runningEffects
    if running > 0 {
      Issue.record(
        "\(running) effect(s) still running at the end of the test; advance time or cancel them",
        sourceLocation: sourceLocation)
    }
    isFinished = true
    feedbacks.dispose()
  }

  private func step(_ event: Event, sourceLocation: SourceLocation, _ update: (inout State) -> Void) {
    var expected = state
    update(&expected)
    reduce(&state, event)
    if state != expected {
      Issue.record(
        "After \(event):\n\(describeStateDifference(expected: expected, actual: state))",
        sourceLocation: sourceLocation)
    }
    published.value = (state, event)
  }

  private func liveEvents() -> [Event] {
    lock.withLock {
      pending.removeAll { $0.isStale() }
      return pending.map(\.event)
    }
  }

  private func takeNextEvent() -> Event? {
    lock.withLock {
      pending.removeAll { $0.isStale() }
      return pending.isEmpty ? nil : pending.removeFirst().event
    }
  }
}
