/// `replayLazily(upTo:)`: one shared start, replayed to every later observer.
extension SignalProducer {
  /// A producer that starts this one once, on its first start, and shares its events: each start
  /// first receives up to `capacity` of the latest values (and the terminal event, if any), then
  /// the live events. The shared start is disposed when every copy of the returned producer, and
  /// every start of it, is gone.
  public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
    precondition(capacity >= 0, "replayLazily(upTo:) needs a capacity of at least zero")
    let shared = ReplayState(self, capacity: capacity)
    return SignalProducer(body: ProducerBodies.instance { shared.run(into: $0, lifetime: $1) })
  }
}

/// The one shared start of a `replayLazily` producer; kept alive by the producer's copies and
/// by its starts, and disposed with the last of them.
final class ReplayState<Value, Error: Swift.Error>: @unchecked Sendable {
  typealias Observer = Signal<Value, Error>.Observer

  private let lock = RecursiveLock()
  private let upstream: SignalProducer<Value, Error>
  private let capacity: Int
  private var buffer = RingBuffer<Value>()
  private var terminal: Signal<Value, Error>.Event?
  private var connection: Disposable?
  private let live = SignalCore<Value, Error>()

  init(_ upstream: SignalProducer<Value, Error>, capacity: Int) {
    self.upstream = upstream
    self.capacity = capacity
  }

  deinit {
    connection?.dispose()
  }

  func run(into observer: Observer, lifetime: Lifetime) {
    lock.lock()
    if let terminal {
      let replay = buffer.storage[buffer.head...]
      lock.unlock()
      for value in replay { observer.send(value: value) }
      observer.send(terminal)
      return
    }
    let observation = SignalCore<Value, Error>.Observation(core: live, observer: observer, interruptsOnDispose: true)
    let replay = Array(buffer.storage[buffer.head...])
    let mustDrain = live.enqueue(.addReplaying(observation, replay))
    let mustConnect = connection == nil
    if mustConnect { connection = NopDisposable.shared }
    lock.unlock()
    if mustDrain { live.drain() }
    _ = lifetime.disposables.insert(observation)
    lifetime.observeEnded { _ = self }
    if mustConnect { connect() }
  }

  private func connect() {
    let disposable = upstream.start { [weak self] event in
      guard let self else { return }
      self.lock.lock()
      switch event {
      case let .value(value):
        if self.capacity > 0 {
          if self.buffer.count == self.capacity { _ = self.buffer.removeFirst() }
          self.buffer.append(value)
        }
      default:
        self.terminal = event
      }
      let mustDrain = self.live.enqueue(.event(event))
      self.lock.unlock()
      if mustDrain { self.live.drain() }
    }
    lock.withLock { connection = disposable }
  }
}
