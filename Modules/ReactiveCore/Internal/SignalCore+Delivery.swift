import Synchronization

/// What the drainer of a signal does: delivers events, attaches and detaches observers, ends the
/// signal. Only the thread serialized in the signal's context runs these (`assertSerialized`).
extension SignalCore {
  @inlinable
  func process(_ command: Command) {
    assertSerialized()
    switch command {
    case let .event(event):
      deliverQueued(event)
    case let .add(observation, initial):
      attach(observation, initial: initial)
    case let .addStage(observation, consumer):
      attach(observation, initial: nil)
      recordStageConsumer(consumer)
      spliceIfSingleStage()
    case let .addReplaying(observation, values):
      rejoinIfBypassed()
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
      spliceIfSingleStage()
    case let .perform(work):
      work()
    }
  }

  /// Delivers `event` to every active observer (drainer only).
  @inlinable
  func deliver(_ event: Event) {
    assertSerialized()
    guard !isDone else { return }
    if event.isTerminating { return terminate(with: event) }
    drainer.delivering {
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

  /// The `.add` command's work: puts a bypassed signal back into its chain (the new observer must
  /// see its events), then attaches the observation.
  @inlinable
  func attach(_ observation: Observation, initial: Value?) {
    rejoinIfBypassed()
    addObservation(observation, initial: initial)
  }

  @inlinable
  func addObservation(_ observation: Observation, initial: Value?) {
    if isDone {
      let handler = observation.takeHandler()
      if let initial {
        // A property's producer started after the property ended: its last value, then
        // completion, as in ReactiveSwift.
        handler?.send(.value(initial))
        handler?.send(.completed)
      } else {
        handler?.send(.interrupted)
      }
      return
    }
    observations.append(observation)
    if let initial, observation.isActive.load(ordering: .relaxed) {
      observation.deliver(.value(initial))
    }
  }

  @inlinable
  func interruptObservation(_ observation: Observation) {
    let handler = observation.takeHandler()
    markDetached(observation)
    handler?.send(.interrupted)
  }

  /// Releases a disposed observation's observer at once; its entry stays as a tombstone.
  @inlinable
  func detach(_ observation: Observation) {
    observation.releaseObserverIfSettled()
    forgetStageConsumer(of: observation)
    markDetached(observation)
    spliceIfSingleStage()
  }

  /// Counts one more tombstone (unless the signal already ended and dropped its observations),
  /// compacts when they are half the entries, and tears down an unobserved, unreferenced signal.
  /// Inlinable, as the rest of attaching and detaching: run as generic code, each step looked up
  /// the type metadata of the observer list (several hundred instructions an attach, O1).
  /// Idempotent: a disposal raced by another on a second thread queues a second detach.
  @inlinable
  func markDetached(_ observation: Observation) {
    guard !isDone, !observation.isDetached else { return }
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
    bypass = nil
    stageConsumers = []
  }

  @usableFromInline
  func terminate(with event: Event) {
    markEnded()
    for observation in observations.take() {
      if observation.isActive.load(ordering: .relaxed) {
        observation.takeHandler()?.send(event)
      } else {
        observation.releaseObserverIfSettled()
      }
    }
    disposables.dispose()
  }

  /// Removes every counted tombstone in one pass, keeping the order of the others. (An entry
  /// disposed on another thread whose detach is still queued stays until that detach counts it.)
  @inlinable
  func compact() {
    observations.removeAll { $0.isDetached }
    tombstones = 0
  }

  @inlinable
  func tearDownIfUnobserved() {
    guard !isDone, !isSignalReferenced, observations.count == tombstones else { return }
    tearDown()
  }

  /// Ends an unobserved, unreferenced signal (`tearDownIfUnobserved` decided it): once per
  /// signal, so left generic.
  @usableFromInline
  func tearDown() {
    // A chain that runs past referenced signals leaves the last of them attached to its source.
    feed?.rejoinLastBypassed()
    markEnded()
    // Every entry is a tombstone; each holds this core (an observation disposes through it), so
    // keeping them would keep the core alive forever.
    observations.removeAll()
    tombstones = 0
    disposables.dispose()
  }
}
