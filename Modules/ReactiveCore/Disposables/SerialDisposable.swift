/// A disposable holding one inner disposable at a time: replacing it disposes the previous one.
///
/// Once the serial disposable is disposed, any inner disposable assigned later is disposed at once.
public final class SerialDisposable: Disposable, @unchecked Sendable {
  @usableFromInline let lock = SpinLock()
  @usableFromInline var current: Disposable?
  @usableFromInline var disposed = false

  /// Whether the serial disposable has been disposed.
  public var isDisposed: Bool { lock.withLock { disposed } }

  /// The current inner disposable. Setting it disposes the one it replaces.
  public var inner: Disposable? {
    get { lock.withLock { current } }
    set {
      lock.lock()
      if disposed {
        lock.unlock()
        newValue?.dispose()
        return
      }
      let previous = current
      current = newValue
      lock.unlock()
      if previous !== newValue { previous?.dispose() }
    }
  }

  /// Creates a serial disposable holding `disposable`.
  public init(_ disposable: Disposable? = nil) {
    current = disposable
  }

  /// Performs the disposal; further calls do nothing.
  public func dispose() {
    lock.lock()
    guard !disposed else {
      lock.unlock()
      return
    }
    disposed = true
    let previous = current
    current = nil
    lock.unlock()
    previous?.dispose()
  }
}

extension SerialDisposable {
  /// Makes the result of `start` the current inner disposable, even when `start` itself
  /// synchronously replaces the inner disposable (a producer that fails at once and whose
  /// failure schedules a retry): each start gets its own slot, so the later replacement wins.
  @usableFromInline
  func startReplacing(_ start: () -> Disposable) {
    let slot = SerialDisposable()
    inner = slot
    slot.inner = start()
  }
}
