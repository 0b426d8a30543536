import Synchronization

extension SignalCore {
  /// One attached observer. Disposing it detaches the observer at once.
  ///
  /// The observer is owned manually (`Unmanaged`) so the delivery loop can borrow it without
  /// reference counting. Only the drainer takes or releases it, never during a delivery loop.
  ///
  /// The one-byte fields come last: Swift lays fields out in declaration order, and this order
  /// keeps the object at 35 bytes, a 48-byte heap block instead of 64 (M1 in BENCHMARKS.md).
  @usableFromInline
  final class Observation: Disposable, @unchecked Sendable {
    @usableFromInline let core: SignalCore
    @exclusivity(unchecked) @usableFromInline var observerRef: Unmanaged<Observer>?
    @usableFromInline let isActive = Synchronization.Atomic<Bool>(true)
    /// Whether disposal delivers `interrupted` to the observer (a producer instance) rather than
    /// detaching silently (a signal observation).
    @usableFromInline let interruptsOnDispose: Bool
    /// Set by the drainer when it handled the disposal: the entry is a counted tombstone.
    @exclusivity(unchecked) @usableFromInline var isDetached = false

    @inlinable init(core: SignalCore, observer: Observer, interruptsOnDispose: Bool = false) {
      self.core = core
      self.observerRef = .passRetained(observer)
      self.interruptsOnDispose = interruptsOnDispose
    }

    deinit {
      observerRef?.release()
    }

    @usableFromInline var isDisposed: Bool { !isActive.load(ordering: .acquiring) }

    /// Detaches the observer at once: it is skipped for every event from now on. An
    /// interrupting observation then receives `interrupted` in order with the signal's events.
    @usableFromInline func dispose() {
      if isActive.exchange(false, ordering: .acquiringAndReleasing) {
        core.handleDisposal(core, self)
      }
    }

    /// Delivers `event` to the observer, if it still has one, without retaining it.
    @inlinable func deliver(_ event: Event) {
      observerRef?._withUnsafeGuaranteedRef { $0.send(event) }
    }

    /// Detaches the observer and returns it (owned by the caller).
    @inlinable func takeObserver() -> Observer? {
      guard let ref = observerRef else { return nil }
      observerRef = nil
      return ref.takeRetainedValue()
    }

    /// Replaces the observer (a stage fused with the next one; drainer only, between deliveries).
    @usableFromInline func replaceObserver(_ observer: Observer) {
      let old = observerRef
      observerRef = .passRetained(observer)
      old?.release()
    }

    /// Releases the observer unless an interruption is still owed to it.
    @inlinable func releaseObserverIfSettled() {
      if !interruptsOnDispose || isActive.load(ordering: .relaxed) { _ = takeObserver() }
    }
  }
}
