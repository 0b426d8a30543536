/// The `.rx` namespace: `button.rx.tap`, `label.rx.text`. Extend `Reactive where Base: YourView`
/// to add your own, as in RxSwift.
///
/// A separate type from ReactiveCore's `Reactive` (the `.reactive` namespace of ReactiveSwift
/// code); a file that imports both modules names this one `ReactiveCoreRx.Reactive`.
///
/// As in RxSwift 6, every writable property of a class is a binder without an extension:
/// `isLoading.bind(to: spinner.rx.isAnimating)` works for any `var` the object has, applying on
/// the main actor while the object lives. A member declared in an extension wins over it.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// The namespace of `base`.
  @inlinable
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that sets the property at `keyPath` of `base` (held weakly) on the main actor.
  @inlinable
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
  where Base: AnyObject {
    let path = UncheckedKeyPath(keyPath)
    return Binder(base) { base, value in base[keyPath: path.keyPath] = value }
  }
}

/// A key path carried to the main actor (it is only ever read there).
@usableFromInline struct UncheckedKeyPath<Base, Property>: @unchecked Sendable {
  @usableFromInline let keyPath: ReferenceWritableKeyPath<Base, Property>
  @inlinable init(_ keyPath: ReferenceWritableKeyPath<Base, Property>) { self.keyPath = keyPath }
}

/// Types with an `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type `.rx` extends.
  associatedtype ReactiveBase

  /// The namespace of the type's static extensions.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace of this value's extensions.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace of the type's static extensions.
  @inlinable
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // Needed so that `rx` can be used mutably (`x.rx.y = z`), as in RxSwift.
    // swift-format-ignore
    set {}
  }

  /// The namespace of this value's extensions.
  @inlinable
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // Needed so that `rx` can be used mutably (`x.rx.y = z`), as in RxSwift.
    // swift-format-ignore
    set {}
  }
}
