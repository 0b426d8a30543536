/// The namespace for reactive extensions of a type: `label.reactive.text`, `button.reactive.pressed`.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The extended object.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// Reads a property of the base, so extensions can chain (`reactive.base`'s members).
  public subscript<U>(dynamicMember keyPath: KeyPath<Base, U>) -> U {
    base[keyPath: keyPath]
  }
}

/// Types that offer `.reactive`.
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
  /// The reactive extensions of this value.
  public var reactive: Reactive<Self> { Reactive(self) }

  /// The reactive extensions of this type.
  public static var reactive: Reactive<Self>.Type { Reactive<Self>.self }
}

/// An object with a lifetime that ends when it is deinitialized (hold a `Lifetime.Token`).
/// Its reactive binding targets end with it.
public protocol LifetimeProviding: AnyObject {
  /// Ends when the object is deinitialized.
  var lifetime: Lifetime { get }
}

extension Reactive where Base: LifetimeProviding {
  /// Ends when the base object is deinitialized.
  public var lifetime: Lifetime { base.lifetime }

  /// Makes a binding target that runs `action` with the base object (held weakly) and each value;
  /// bindings to it end with the object.
  public func makeBindingTarget<U>(_ action: @escaping (Base, U) -> Void) -> BindingTarget<U> {
    BindingTarget(lifetime: base.lifetime) { [weak base] value in
      if let base { action(base, value) }
    }
  }

  /// A binding target that sets a property of the base object: `view.reactive[\.title] <~ titles`.
  public subscript<U>(keyPath: ReferenceWritableKeyPath<Base, U>) -> BindingTarget<U> {
    makeBindingTarget { base, value in base[keyPath: keyPath] = value }
  }
}
