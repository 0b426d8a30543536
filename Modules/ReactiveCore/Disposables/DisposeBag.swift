/// A reusable bag of disposables, in the Rx/Bond idiom: `subscription.dispose(in: bag)`.
///
/// `dispose()` disposes everything in the bag and leaves it empty and usable again, which is
/// what reusable rows need: a row's bag is emptied before the row is reused. The bag disposes
/// its contents when it is deinitialized.
public final class DisposeBag: Disposable, @unchecked Sendable {
  @usableFromInline let lock = SpinLock()
  @usableFromInline var members: ContiguousArray<Disposable> = []

  /// Creates an empty bag.
  public init() {}

  deinit {
    for member in members { member.dispose() }
  }

  /// `true` while the bag holds nothing. A bag is never permanently disposed.
  public var isDisposed: Bool { lock.withLock { members.isEmpty } }

  /// Whether the bag holds no disposables.
  public var isEmpty: Bool { isDisposed }

  /// The number of disposables in the bag.
  public var count: Int { lock.withLock { members.count } }

  /// Adds `disposable`; it is disposed on the next `dispose()` or when the bag is deinitialized.
  public func add(_ disposable: Disposable?) {
    guard let disposable else { return }
    lock.withLock { members.append(disposable) }
  }

  /// Disposes everything in the bag (in insertion order) and empties it. The bag stays usable.
  public func dispose() {
    let current = lock.withLock { () -> ContiguousArray<Disposable> in
      defer { members = [] }
      return members
    }
    for member in current { member.dispose() }
  }

  /// Adds `rhs` to the bag.
  public static func += (lhs: DisposeBag, rhs: Disposable?) {
    lhs.add(rhs)
  }
}

extension Disposable {
  /// Adds the disposable to `bag`, to be disposed when the bag is.
  public func dispose(in bag: DisposeBag) {
    bag.add(self)
  }
}
