precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

/// Binds a source to a target: `target <~ source`. The binding ends when the target's lifetime
/// ends or the source terminates, and releases the target then.
infix operator <~ : BindingPrecedence

/// Something that can be bound to with `<~`.
public protocol BindingTargetProvider<Value> {
  /// The type of values the target accepts.
  associatedtype Value

  /// The target proper.
  var bindingTarget: BindingTarget<Value> { get }
}

/// A binding target: an action to run for each value, and the lifetime after which the binding
/// must end.
public struct BindingTarget<Value>: BindingTargetProvider {
  /// When this ends, every binding to the target ends.
  public let lifetime: Lifetime
  /// Runs for each value the source sends.
  public let action: (Value) -> Void

  /// The target itself.
  public var bindingTarget: BindingTarget<Value> { self }

  /// Creates a target that runs `action` on the thread the source sends on.
  public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
    self.lifetime = lifetime
    self.action = action
  }

  /// Creates a target that sets `keyPath` on `object` (held weakly).
  public init<Object: AnyObject>(
    lifetime: Lifetime, object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(lifetime: lifetime) { [weak object] value in object?[keyPath: keyPath] = value }
  }
}

extension BindingTarget where Value: Sendable {
  /// Creates a target that runs `action` on `scheduler`.
  public init(
    on scheduler: Scheduler, lifetime: Lifetime, action: @escaping @Sendable (Value) -> Void
  ) {
    self.init(lifetime: lifetime) { value in scheduler.schedule { action(value) } }
  }

  /// Creates a target that sets `keyPath` on `object` (held weakly) on `scheduler`.
  public init<Object: AnyObject>(
    on scheduler: Scheduler, lifetime: Lifetime, object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    let target = UncheckedSendable(WeakReference(object))
    let path = UncheckedSendable(keyPath)
    self.init(on: scheduler, lifetime: lifetime) { value in target.value.object?[keyPath: path.value] = value }
  }
}

/// Holds an object weakly (for targets that must not keep their object alive).
private final class WeakReference<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

extension BindingTargetProvider {
  /// Binds `source` to the target. Ends when the target's lifetime ends or `source` terminates.
  ///
  /// - returns: A disposable that ends the binding; already disposed when the binding ended at
  ///   once (the target's lifetime had ended, or `source` terminated while binding). Never `nil`,
  ///   as in ReactiveSwift 7.
  @discardableResult
  public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable
  where Source.Value == Value {
    let target = provider.bindingTarget
    guard !target.lifetime.hasEnded else { return NopDisposable.shared }
    return source.producer
      .take(during: target.lifetime)
      .startWithValues(target.action)
  }

  /// Binds a source of non-optional values to a target of optionals.
  @discardableResult
  public static func <~ <Source: BindingSource>(provider: Self, source: Source) -> Disposable
  where Value == Source.Value? {
    let target = provider.bindingTarget
    guard !target.lifetime.hasEnded else { return NopDisposable.shared }
    return source.producer
      .take(during: target.lifetime)
      .startWithValues { target.action($0) }
  }
}

extension Signal.Observer where Error == Never {
  /// Binds `source` to this observer. When the observer is a signal's input, the binding ends
  /// (and releases the observer) when that signal terminates.
  @discardableResult
  public static func <~ <Source: BindingSource>(
    observer: Signal<Value, Never>.Observer, source: Source
  ) -> Disposable where Source.Value == Value {
    BindingTarget(lifetime: observer.bindingLifetime) { [observer] value in
      observer.send(value: value)
    } <~ source
  }
}

extension Signal.Observer {
  /// The lifetime of bindings to this observer: the signal's, for an input observer.
  @usableFromInline
  var bindingLifetime: Lifetime {
    if case let .input(end) = handler { return Lifetime(end.core.disposables) }
    return .persistent
  }
}
