import Synchronization

/// A serializing, grammar-enforcing observer in front of exactly one downstream observer.
///
/// Started producers use it twice: at the source, so a generator may send from any thread, and
/// at the bottom of the chain, so the user's observer sees one event at a time, nothing after a
/// terminal event, and exactly one terminal event even when disposal races with delivery. The
/// same queue-and-drain rule as `SignalCore` applies: reentrant and concurrent sends are queued.
///
/// Disposing a relay interrupts it: `interrupted` overtakes the events still queued (they are
/// dropped), as a signal's interruption does (`SignalCore.deliverQueued`).
@usableFromInline
final class EventRelay<Value, Error: Swift.Error>: DrainQueue<Signal<Value, Error>.Event>, Disposable,
  @unchecked Sendable
{
  @usableFromInline let terminated = Synchronization.Atomic<Bool>(false)

  // Owned by the drainer. The downstream observer's handler, kept as an observation keeps it
  // (noncopyable, so a delivery borrows it in place) and released with the terminal event.
  @exclusivity(unchecked) @usableFromInline var downstream: ObserverSlot<Value, Error>
  /// Disposed right after the terminal event has been delivered (a producer instance's lifetime).
  @exclusivity(unchecked) @usableFromInline var onTermination: Disposable?
  /// Disposed by `dispose()` before `interrupted` is sent: the upstream sources of a producer
  /// instance, so that they interrupt through the chain first.
  @usableFromInline let upstream: CompositeDisposable?
  /// Set by `dispose()`: the relay counts as disposed even while its interruption is on its way
  /// through a scheduler.
  @usableFromInline let disposeRequested = Synchronization.Atomic<Bool>(false)

  /// A relay in front of the observer whose handler is `downstream` (a producer body's
  /// downstream: no `Observer` object needed).
  @inlinable
  init(
    handler downstream: Signal<Value, Error>.Observer.Handler,
    onTermination: Disposable? = nil,
    upstream: CompositeDisposable? = nil
  ) {
    self.downstream = .attached(downstream)
    self.onTermination = onTermination
    self.upstream = upstream
  }

  /// An observer that sends into this relay.
  @inlinable
  var observer: Signal<Value, Error>.Observer {
    Signal<Value, Error>.Observer(handler: handler)
  }

  /// The handler of an observer that sends into this relay (a producer body's downstream).
  @inlinable
  var handler: Signal<Value, Error>.Observer.Handler {
    .events { [self] event in send(event) }
  }

  @inlinable func send(value: Value) { send(.value(value)) }
  @inlinable func send(error: Error) { send(.failed(error)) }
  @inlinable func sendCompleted() { send(.completed) }

  @usableFromInline var isDisposed: Bool {
    terminated.load(ordering: .acquiring) || disposeRequested.load(ordering: .acquiring)
  }

  /// Interrupts: delivers `interrupted` unless a terminal event was already delivered. When an
  /// operator of the instance delivers on a scheduler, `interrupted` arrives from it, on that
  /// scheduler, as in ReactiveSwift.
  @usableFromInline func dispose() {
    disposeRequested.store(true, ordering: .releasing)
    upstream?.dispose()
    if upstream?.interruptionIsScheduled.load(ordering: .acquiring) != true { send(.interrupted) }
  }

  @inlinable
  func send(_ event: Signal<Value, Error>.Event) {
    if handleOrEnqueue(event, direct: { process(event) }) { drain() }
  }

  /// Handles what was queued (the caller became the drainer; see `handleOrEnqueue`). Once
  /// disposal was requested, only the interruption is handled: the events queued before it
  /// were not being delivered yet, and an interruption takes effect at once.
  @inlinable @inline(never)
  func drain() {
    drain { event in
      if case .interrupted = event {} else if disposeRequested.load(ordering: .acquiring) { return }
      process(event)
    }
  }

  @inlinable
  func process(_ event: Signal<Value, Error>.Event) {
    assertDrainer("a relay's downstream")
    if event.isTerminating {
      guard let downstream = downstream.take() else { return }
      terminated.store(true, ordering: .releasing)
      downstream.send(event)
      let onTermination = self.onTermination
      self.onTermination = nil
      onTermination?.dispose()
    } else {
      switch downstream {
      case let .attached(handler): Signal<Value, Error>.Observer.run(handler, with: event)
      case .released: break
      }
    }
  }
}
