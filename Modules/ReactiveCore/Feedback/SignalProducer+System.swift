/// Feedback loops as producers and properties: ReactiveFeedback's `system` and Loop 3's
/// `feedbackLoop`.
extension SignalProducer where Error == Never {
  /// A producer that runs a feedback loop on each start: sends the initial state, then every new
  /// state. Events are reduced on `scheduler`; disposing the start stops the loop and its effects.
  /// As in ReactiveFeedback, the feedbacks see every state the producer sends: a state on which
  /// the observer stops the loop (`take(first:)`) still starts its effects.
  public static func system<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (inout Value, Event) -> Void,
    feedbacks: [Feedback<Value, Event>]
  ) -> SignalProducer<Value, Never> {
    loop(initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks, stopOrder: .afterDelivery)
  }

  /// The loop producer, stopping in `stopOrder`.
  private static func loop<Event>(
    initial: Value,
    scheduler: Scheduler,
    reduce: @escaping (inout Value, Event) -> Void,
    feedbacks: [Feedback<Value, Event>],
    stopOrder: LoopCore<Value, Event>.StopOrder
  ) -> SignalProducer<Value, Never> {
    SignalProducer { observer, lifetime in
      let immediate = scheduler is ImmediateScheduler
      let core = LoopCore(
        initial: initial, reduce: reduce, deliverOn: immediate ? nil : scheduler, stopOrder: stopOrder)
      lifetime.observeEnded { core.stop() }
      // The observer first, so it sees the initial state before anything an effect causes.
      lifetime += core.storage.producer.map { $0.0 }.start(observer)
      core.start(feedbacks)
    }
  }

  /// Like `system(initial:scheduler:reduce:feedbacks:)`, with a reducer returning the next state.
  public static func system<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (Value, Event) -> Value,
    feedbacks: [Feedback<Value, Event>]
  ) -> SignalProducer<Value, Never> {
    system(
      initial: initial, scheduler: scheduler, reduce: { state, event in state = reduce(state, event) },
      feedbacks: feedbacks)
  }

  /// Like `system(initial:scheduler:reduce:feedbacks:)`, with the feedbacks listed.
  public static func system<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (Value, Event) -> Value,
    feedbacks: Feedback<Value, Event>...
  ) -> SignalProducer<Value, Never> {
    system(initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks)
  }

  /// Like `system(initial:scheduler:reduce:feedbacks:)`, reducing in place, feedbacks listed.
  public static func system<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (inout Value, Event) -> Void,
    feedbacks: Feedback<Value, Event>...
  ) -> SignalProducer<Value, Never> {
    system(initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks)
  }

  /// Loop 3's `feedbackLoop`: a producer that runs a loop on each start (see `system`). As in
  /// Loop, the producer's observer sees each state before the feedbacks: when it stops the loop
  /// on a state (`take(first:)`), that state reaches no feedback and starts no effect.
  public static func feedbackLoop<Event>(
    initial: Value, reduce: @escaping (inout Value, Event) -> Void, feedbacks: [Feedback<Value, Event>]
  ) -> SignalProducer<Value, Never> {
    loop(
      initial: initial, scheduler: ImmediateScheduler(), reduce: reduce, feedbacks: feedbacks,
      stopOrder: .immediately)
  }

  /// Loop 3's `feedbackLoop` with the feedbacks listed.
  public static func feedbackLoop<Event>(
    initial: Value, reduce: @escaping (inout Value, Event) -> Void, feedbacks: Feedback<Value, Event>...
  ) -> SignalProducer<Value, Never> {
    feedbackLoop(initial: initial, reduce: reduce, feedbacks: feedbacks)
  }
}

extension Property {
  /// A property holding the state of a feedback loop that runs while the property lives.
  public convenience init<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (inout Value, Event) -> Void,
    feedbacks: [Feedback<Value, Event>]
  ) {
    self.init(
      unsafeProducer: SignalProducer.system(
        initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks))
  }

  /// A property holding the state of a feedback loop, with a reducer returning the next state.
  public convenience init<Event>(
    initial: Value,
    scheduler: Scheduler = ImmediateScheduler(),
    reduce: @escaping (Value, Event) -> Value,
    feedbacks: [Feedback<Value, Event>]
  ) {
    self.init(
      unsafeProducer: SignalProducer.system(
        initial: initial, scheduler: scheduler, reduce: reduce, feedbacks: feedbacks))
  }
}
