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
final class SignalCore<Value, Error: Swift.Error>: SignalInputLink, @unchecked Sendable {
  @usableFromInline typealias Event = Signal<Value, Error>.Event
  @usableFromInline typealias Observer = Signal<Value, Error>.Observer

  @usableFromInline
  enum Command {
    case event(Event)
    /// Attach an observation; `initial` is delivered to it alone first (property producers).
    case add(Observation, initial: Value?)
    /// Attach an observation after replaying `values` to it alone (`replayLazily`).
    case addReplaying(Observation, [Value])
    /// Deliver `interrupted` to one observation and detach it (producer instances).
    case interrupt(Observation)
    /// Drop disposed observations; tear down if nothing observes an unreferenced signal.
    case compact
    /// The `Signal` object was deinitialized.
    case signalReleased
  }

  /// One attached observer. Disposing it detaches the observer at once.
  @usableFromInline
  final class Observation: Disposable, @unchecked Sendable {
    @usableFromInline let core: SignalCore
    @usableFromInline let isActive = Atomic<Bool>(true)
    /// Whether disposal delivers `interrupted` to the observer (a producer instance) rather than
    /// detaching silently (a signal observation).
    @usableFromInline let interruptsOnDispose: Bool
    @exclusivity(unchecked) @usableFromInline var observer: Observer?

    @inlinable init(core: SignalCore, observer: Observer, interruptsOnDispose: Bool = false) {
      self.core = core
      self.observer = observer
      self.interruptsOnDispose = interruptsOnDispose
    }

    @usableFromInline var isDisposed: Bool { !isActive.load(ordering: .acquiring) }

    /// Detaches the observer at once: it is skipped for every event from now on. An
    /// interrupting observation then receives `interrupted` in order with the signal's events.
    @usableFromInline func dispose() {
      if isActive.exchange(false, ordering: .acquiringAndReleasing) {
        core.run(interruptsOnDispose ? .interrupt(self) : .compact)
      }
    }

    /// Releases the observer unless an interruption is still owed to it.
    @inlinable func releaseObserverIfSettled() {
      if !interruptsOnDispose || isActive.load(ordering: .relaxed) { observer = nil }
    }
  }

  @usableFromInline let counter = DrainCounter()
  @usableFromInline let queueLock = SpinLock()
  @exclusivity(unchecked) @usableFromInline var queue: ContiguousArray<Command> = []

  /// Set once the terminal event has been taken for delivery or the signal was torn down.
  @usableFromInline let terminated = Atomic<Bool>(false)

  // Owned by the drainer.
  @exclusivity(unchecked) @usableFromInline var observations: ContiguousArray<Observation> = []
  @exclusivity(unchecked) @usableFromInline var isDone = false
  @exclusivity(unchecked) @usableFromInline var isSignalReferenced = true

  /// The generator's lifetime: ends when the signal terminates or is torn down.
  @usableFromInline let disposables = CompositeDisposable()

  @inlinable init() {}

  @usableFromInline
  func inputReleased() {
    if !terminated.load(ordering: .acquiring) { send(.interrupted) }
  }

  // MARK: Entry points

  @inlinable
  func send(_ event: Event) {
    run(.event(event))
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
    if counter.tryEnterFastPath() {
      process(command)
      if !counter.leaveAfterFastPath() { return }
    } else {
      queueLock.lock()
      queue.append(command)
      queueLock.unlock()
      if !counter.didEnqueue() { return }
    }
    drain()
  }

  /// Queues `command` without delivering, for callers holding a lock of their own that must not
  /// run user code (a property's setter). Returns `true` if the caller must call `drain()` after
  /// releasing its lock.
  @inlinable
  func enqueue(_ command: Command) -> Bool {
    queueLock.lock()
    queue.append(command)
    queueLock.unlock()
    return counter.didEnqueue()
  }

  /// The drainer's batch buffer, swapped with `queue` so draining allocates nothing.
  @exclusivity(unchecked) @usableFromInline var batch: ContiguousArray<Command> = []

  @usableFromInline
  func drain() {
    var owed = 1
    repeat {
      while true {
        queueLock.lock()
        swap(&queue, &batch)
        queueLock.unlock()
        if batch.isEmpty { break }
        for command in batch { process(command) }
        batch.removeAll(keepingCapacity: batch.capacity <= 64)
      }
      owed = counter.settle(owed)
    } while owed != 0
  }

  // MARK: Processing (drainer only)

  @inlinable
  func process(_ command: Command) {
    switch command {
    case let .event(event):
      guard !isDone else { return }
      if event.isTerminating {
        terminate(with: event)
      } else {
        for observation in observations where observation.isActive.load(ordering: .relaxed) {
          observation.observer?.send(event)
        }
      }
    case let .add(observation, initial):
      addObservation(observation, initial: initial)
    case let .addReplaying(observation, values):
      if !isDone {
        for value in values where observation.isActive.load(ordering: .relaxed) {
          observation.observer?.send(.value(value))
        }
      }
      addObservation(observation, initial: nil)
    case let .interrupt(observation):
      interruptObservation(observation)
    case .compact:
      compact()
    case .signalReleased:
      isSignalReferenced = false
      tearDownIfUnobserved()
    }
  }

  @usableFromInline
  func addObservation(_ observation: Observation, initial: Value?) {
    if isDone {
      let observer = observation.observer
      observation.observer = nil
      if let initial { observer?.send(.value(initial)) }
      observer?.send(.interrupted)
      return
    }
    observations.append(observation)
    if let initial, observation.isActive.load(ordering: .relaxed) {
      observation.observer?.send(.value(initial))
    }
  }

  @usableFromInline
  func interruptObservation(_ observation: Observation) {
    compact()
    guard let observer = observation.observer else { return }
    observation.observer = nil
    observer.send(.interrupted)
  }

  @usableFromInline
  func terminate(with event: Event) {
    isDone = true
    terminated.store(true, ordering: .releasing)
    let current = observations
    observations = []
    for observation in current {
      if observation.isActive.load(ordering: .relaxed) {
        let observer = observation.observer
        observation.observer = nil
        observer?.send(event)
      } else {
        observation.releaseObserverIfSettled()
      }
    }
    disposables.dispose()
  }

  @usableFromInline
  func compact() {
    observations.removeAll { observation in
      if observation.isActive.load(ordering: .relaxed) { return false }
      observation.releaseObserverIfSettled()
      return true
    }
    tearDownIfUnobserved()
  }

  @usableFromInline
  func tearDownIfUnobserved() {
    guard !isDone, !isSignalReferenced, observations.isEmpty else { return }
    isDone = true
    terminated.store(true, ordering: .releasing)
    disposables.dispose()
  }
}
