import ReactiveCore

/// A group of disposables disposed together, from which one can be taken out by the key its
/// insertion returned, as RxSwift's `CompositeDisposable`. A disposable inserted after the group
/// was disposed is disposed at once (and `insert` returns `nil`).
///
/// ReactiveCore's group of the same name hands out removal handles instead of keys; in files that
/// import both modules, write `ReactiveCoreRx.CompositeDisposable` for this one.
public final class CompositeDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  /// Identifies one inserted disposable, for `remove(for:)`.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let token: Bag<Disposable>.Token
  }

  /// The members, `nil` once disposed.
  private let members: ReactiveCore.Atomic<Bag<Disposable>?>

  /// An empty group.
  public init() {
    members = ReactiveCore.Atomic(Bag())
  }

  /// A group of two.
  public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
    self.init(disposables: [disposable1, disposable2])
  }

  /// A group of three.
  public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// A group of four or more.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposable4: Disposable, _ disposables: Disposable...
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
  }

  /// A group of `disposables`.
  public init(disposables: [Disposable]) {
    members = ReactiveCore.Atomic(Bag(disposables))
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { members.withValue { $0 == nil } }

  /// How many disposables the group holds (0 once disposed).
  public var count: Int { members.withValue { $0?.count ?? 0 } }

  /// Adds `disposable`, returning the key that takes it out again; when the group is already
  /// disposed, disposes `disposable` at once and returns `nil`.
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    let token = members.modify { members in members?.insert(disposable) }
    guard let token else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(token: token)
  }

  /// Takes out the disposable inserted under `key` and disposes it (nothing when it is already
  /// gone).
  public func remove(for key: DisposeKey) {
    let removed = members.modify { members in members?.remove(using: key.token) }
    removed?.dispose()
  }

  /// Disposes every member, in insertion order; later insertions are disposed at once.
  public func dispose() {
    let disposed = members.swap(nil)
    for member in disposed ?? Bag() { member.dispose() }
  }
}
