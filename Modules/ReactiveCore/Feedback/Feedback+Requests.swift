import Foundation

extension Feedback {
  /// Runs one effect per request in the set `requests` derives from each state, side by side
  /// (RxFeedback's `react(requests:effects:)` for sets): a request that enters the set starts its
  /// effect; one that leaves it cancels its effect (dropping the events it still had queued); a
  /// request that stays keeps its effect running, even after the effect completed, until it
  /// leaves. Effects of different requests never cancel each other.
  ///
  /// What writes to a server need: one request per changed row in flight at once, each answered
  /// on its own (`PagedList.writing` in FeatureKit is built on it). An addition to Loop's kinds.
  public init<Request: Hashable, Effect: SignalProducerConvertible>(
    requests: @escaping (State) -> Set<Request>,
    effects: @escaping (Request) -> Effect
  ) where Effect.Value == Event, Effect.Error == Never {
    self.init(transitions: { transitions, output in
      let running = RunningRequests<Request, Event>(effects: { effects($0).producer }, output: output)
      let subscription = transitions.map { requests($0.0) }.skipRepeats().startWithValues { running.update(to: $0) }
      return CompositeDisposable([subscription, running])
    })
  }
}

/// The effects of a `Feedback(requests:effects:)`: one `EffectSlot` per request in the set.
final class RunningRequests<Request: Hashable, Event>: Disposable, @unchecked Sendable {
  private let effects: (Request) -> SignalProducer<Event, Never>
  private let output: FeedbackEventConsumer<Event>
  private let lock = NSLock()
  private var slots: [Request: EffectSlot<Request, Event>] = [:]
  private var disposed = false

  init(effects: @escaping (Request) -> SignalProducer<Event, Never>, output: FeedbackEventConsumer<Event>) {
    self.effects = effects
    self.output = output
  }

  /// Cancels the effects of requests not in `requests` and starts those of new ones.
  func update(to requests: Set<Request>) {
    var started: [(Request, EffectSlot<Request, Event>)] = []
    let ended: [EffectSlot<Request, Event>] = lock.withLock {
      guard !disposed else { return [] }
      let gone = slots.keys.filter { !requests.contains($0) }
      let ended = gone.compactMap { slots.removeValue(forKey: $0) }
      for request in requests where slots[request] == nil {
        let slot = EffectSlot<Request, Event>(effects: effects, output: output)
        slots[request] = slot
        started.append((request, slot))
      }
      return ended
    }
    for slot in ended { slot.dispose() }
    for (request, slot) in started { slot.run(request) }
  }

  var isDisposed: Bool { lock.withLock { disposed } }

  func dispose() {
    let all: [EffectSlot<Request, Event>] = lock.withLock {
      disposed = true
      defer { slots = [:] }
      return Array(slots.values)
    }
    for slot in all { slot.dispose() }
  }
}
