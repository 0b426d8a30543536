import Synchronization

extension SignalCore {
  /// One attached observer. Disposing it detaches the observer at once.
  ///
  /// The observation holds the observer's handler itself, not the `Observer` object: one heap
  /// block per observer instead of two (an `Observer`'s only field is its immutable handler, so
  /// a copy of it behaves as the object does). The handler sits in a noncopyable slot so the
  /// delivery loop borrows it where it lies: reading a copyable `var` copies it, a retain and a
  /// release of the closure per delivery. Only the drainer takes or replaces it, never during a
  /// delivery loop.
  ///
  /// 44 bytes, a 64-byte heap block (M1 in BENCHMARKS.md): the one-byte fields come last, as
  /// Swift lays fields out in declaration order.
  @usableFromInline
  final class Observation: Disposable, @unchecked Sendable {
    @usableFromInline let core: SignalCore
    @exclusivity(unchecked) @usableFromInline var slot: ObserverSlot<Value, Error>
    @usableFromInline let isActive = Synchronization.Atomic<Bool>(true)
    /// Whether disposal delivers `interrupted` to the observer (a producer instance) rather than
    /// detaching silently (a signal observation).
    @usableFromInline let interruptsOnDispose: Bool
    /// Set by the drainer when it handled the disposal: the entry is a counted tombstone.
    @exclusivity(unchecked) @usableFromInline var isDetached = false

    @inlinable init(core: SignalCore, handler: Observer.Handler, interruptsOnDispose: Bool = false) {
      self.core = core
      self.slot = .attached(handler)
      self.interruptsOnDispose = interruptsOnDispose
    }

    @inlinable convenience init(core: SignalCore, observer: Observer, interruptsOnDispose: Bool = false) {
      self.init(core: core, handler: observer.handler, interruptsOnDispose: interruptsOnDispose)
    }

    @usableFromInline var isDisposed: Bool { !isActive.load(ordering: .acquiring) }

    /// Detaches the observer at once: it is skipped for every event from now on. An
    /// interrupting observation then receives `interrupted` in order with the signal's events.
    ///
    /// `isActive` only ever goes from true to false, so a load and a store do what an exchange
    /// would, without its locked instruction (one per disposal, on a line that is cold when
    /// there are many observers, O1): two threads disposing at once may both queue the
    /// detach, and the one handled second finds the observation detached (`markDetached`).
    @usableFromInline func dispose() {
      guard isActive.load(ordering: .acquiring) else { return }
      isActive.store(false, ordering: .releasing)
      core.handleDisposal(core, self)
    }

    /// Delivers `event` to the observer, if it still has one, borrowing its handler.
    @inlinable func deliver(_ event: Event) {
      switch slot {
      case let .attached(handler): Observer.run(handler, with: event, inLoop: true)
      case .released: break
      }
    }

    /// Detaches the observer and returns its handler (owned by the caller).
    @inlinable func takeHandler() -> Observer.Handler? {
      slot.take()
    }

    /// Replaces the observer (a stage fused with the next one; drainer only, between deliveries).
    @usableFromInline func replaceHandler(_ handler: Observer.Handler) {
      slot = .attached(handler)
    }

    /// Releases the observer unless an interruption is still owed to it.
    @inlinable func releaseObserverIfSettled() {
      if !interruptsOnDispose || isActive.load(ordering: .relaxed) { _ = takeHandler() }
    }
  }
}

/// Where an observation keeps its observer's handler until it releases it. Noncopyable so that
/// reading it from the observation's stored property borrows it in place (see `Observation`).
@usableFromInline
enum ObserverSlot<Value, Error: Swift.Error>: ~Copyable {
  case attached(Signal<Value, Error>.Observer.Handler)
  case released

  /// The handler, leaving the slot released.
  @inlinable mutating func take() -> Signal<Value, Error>.Observer.Handler? {
    switch consume self {
    case let .attached(handler):
      self = .released
      return handler
    case .released:
      self = .released
      return nil
    }
  }
}
