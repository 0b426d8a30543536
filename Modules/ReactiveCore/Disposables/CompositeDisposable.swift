import Synchronization

/// A disposable that disposes a group of disposables, in the order they were added.
///
/// Adding to a composite that is already disposed disposes the new member at once.
public final class CompositeDisposable: Disposable, @unchecked Sendable {
  @usableFromInline let lock = SpinLock()
  @usableFromInline var members: TokenBag<Disposable>? = TokenBag()
  @usableFromInline let disposedFlag = Synchronization.Atomic<Bool>(false)
  /// Set on a producer instance's composite by an operator that delivers `interrupted` on its
  /// scheduler: disposing the instance then leaves the interruption to that operator.
  @usableFromInline let interruptionIsScheduled = Synchronization.Atomic<Bool>(false)

  /// Whether the composite has been disposed.
  @inlinable
  public var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Creates an empty composite.
  public init() {}

  /// Creates a composite holding `disposables`.
  public init<S: Sequence>(_ disposables: S) where S.Element == Disposable {
    var bag = TokenBag<Disposable>()
    for disposable in disposables { bag.insert(disposable) }
    members = bag
  }

  /// Creates a composite holding the non-nil members of `disposables`.
  public convenience init<S: Sequence>(_ disposables: S) where S.Element == Disposable? {
    self.init(disposables.compactMap { $0 })
  }

  /// Disposes every member in insertion order. Members added later are disposed at once.
  public func dispose() {
    lock.lock()
    guard var bag = members else {
      lock.unlock()
      return
    }
    members = nil
    disposedFlag.store(true, ordering: .releasing)
    lock.unlock()
    for member in bag.removeAll() { member.dispose() }
  }

  /// Adds `disposable`, returning a handle that removes it again without disposing it.
  ///
  /// If the composite is already disposed, `disposable` is disposed at once and `nil` returned.
  @discardableResult
  public func add(_ disposable: Disposable?) -> Disposable? {
    guard let disposable else { return nil }
    guard let token = insert(disposable) else { return nil }
    return AnyDisposable { [weak self] in self?.remove(token) }
  }

  /// Adds an action to run when the composite is disposed; returns a handle that removes it.
  @discardableResult
  public func add(_ action: @escaping () -> Void) -> Disposable? {
    add(AnyDisposable(action))
  }

  /// Inserts without allocating a removal handle; disposes `disposable` if already disposed.
  @usableFromInline
  func insert(_ disposable: Disposable) -> TokenBag<Disposable>.Token? {
    lock.lock()
    guard members != nil else {
      lock.unlock()
      disposable.dispose()
      return nil
    }
    let token = members!.insert(disposable)
    lock.unlock()
    return token
  }

  @usableFromInline
  func remove(_ token: TokenBag<Disposable>.Token) {
    lock.withLock { _ = members?.remove(token) }
  }

  /// Adds `rhs` to the composite; see `add(_:)`.
  @discardableResult
  public static func += (lhs: CompositeDisposable, rhs: Disposable?) -> Disposable? {
    lhs.add(rhs)
  }

  /// Adds an action to run when the composite is disposed; see `add(_:)`.
  @discardableResult
  public static func += (lhs: CompositeDisposable, rhs: @escaping () -> Void) -> Disposable? {
    lhs.add(rhs)
  }
}
