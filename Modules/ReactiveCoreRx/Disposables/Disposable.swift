import ReactiveCore

/// Something to dispose of: a subscription, a scheduled action. RxSwift's protocol: one method,
/// any type may conform.
///
/// Every disposable this module returns is also a `ReactiveCore.Disposable`, so it can go in
/// ReactiveCore's bags and lifetimes as it is.
public protocol Disposable {
  /// Releases the resource. Further calls do nothing.
  func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

/// Makes disposables, as RxSwift's `Disposables.create`.
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> Disposable {
    BridgedDisposable(AnyDisposable())
  }

  /// A disposable that runs `dispose` once, on the first `dispose()` (from any thread).
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    BridgedDisposable(AnyDisposable(dispose))
  }

  /// A disposable that disposes both, in order.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    create([disposable1, disposable2])
  }

  /// A disposable that disposes all three, in order.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    create([disposable1, disposable2, disposable3])
  }

  /// A disposable that disposes all of them, in order. (Four or more, as RxSwift's: a bare
  /// variadic form would also take none, one or two, and make `create()` ambiguous where the
  /// result type is not spelled out.)
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
  ) -> Cancelable {
    create([disposable1, disposable2, disposable3] + disposables)
  }

  /// A disposable that disposes each of `disposables`, in order.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    let members = UncheckedDisposables(disposables)
    return create { members.disposeAll() }
  }
}

/// An Rx disposable backed by a ReactiveCore one (thread-safe, runs its action once).
@usableFromInline
final class BridgedDisposable: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  @usableFromInline let base: ReactiveCore.Disposable

  @inlinable
  init(_ base: ReactiveCore.Disposable) {
    self.base = base
  }

  @usableFromInline var isDisposed: Bool { base.isDisposed }

  @usableFromInline func dispose() {
    base.dispose()
  }
}

/// Disposables of any type, held until one `dispose()` call (which `AnyDisposable` makes once).
private struct UncheckedDisposables: @unchecked Sendable {
  let members: [Disposable]

  init(_ members: [Disposable]) {
    self.members = members
  }

  func disposeAll() {
    for member in members { member.dispose() }
  }
}

extension Disposable {
  /// This disposable as ReactiveCore's (itself when it already is one).
  @usableFromInline var asReactiveCoreDisposable: ReactiveCore.Disposable {
    if let disposable = self as? ReactiveCore.Disposable { return disposable }
    let box = UncheckedDisposables([self])
    return AnyDisposable { box.disposeAll() }
  }
}

extension ReactiveCore.Disposable {
  /// This ReactiveCore disposable as an Rx one.
  @usableFromInline var asRxDisposable: Cancelable {
    if let disposable = self as? Cancelable { return disposable }
    return BridgedDisposable(self)
  }
}
