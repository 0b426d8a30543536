import ReactiveCore

// ReactiveKit's (and so Bond's) names for what ReactiveCore already does, so Bond articles read
// as written: a `SafeSignal`, `observeNext`, `flatMapLatest`, and `bind(to: object) { object, value in }`.

/// ReactiveKit's signal that cannot fail. A ReactiveKit signal is cold (each observation runs
/// it), as a ReactiveCore producer is, so this is `SignalProducer<Element, Never>`; a hot
/// `Signal` becomes one with `SignalProducer(signal)`.
public typealias SafeSignal<Element> = SignalProducer<Element, Never>

extension SignalProducer {
  /// Starts the producer, calling `action` with each value (ReactiveKit's `observeNext`;
  /// ReactiveCore's `startWithValues`).
  @discardableResult
  public func observeNext(with action: @escaping (Value) -> Void) -> Disposable {
    start { event in if case let .value(value) = event { action(value) } }
  }

  /// Starts the producer, calling `action` when it completes.
  @discardableResult
  public func observeCompleted(with action: @escaping () -> Void) -> Disposable {
    start { event in if case .completed = event { action() } }
  }

  /// Starts the producer, calling `action` with its error if it fails.
  @discardableResult
  public func observeFailed(with action: @escaping (Error) -> Void) -> Disposable {
    start { event in if case let .failed(error) = event { action(error) } }
  }

  /// Maps each value to a producer and forwards only the latest one: a new value disposes the
  /// previous inner one (ReactiveKit's `flatMapLatest`; ReactiveCore's `flatMap(.latest)`).
  public func flatMapLatest<Inner: SignalProducerConvertible>(
    _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    flatMap(.latest, transform)
  }
}

extension Signal {
  /// Observes the signal, calling `action` with each value (ReactiveKit's `observeNext`).
  @discardableResult
  public func observeNext(with action: @escaping (Value) -> Void) -> Disposable? {
    observeValues(action)
  }

  /// Maps each value to a producer and forwards only the latest one (ReactiveKit's
  /// `flatMapLatest`).
  public func flatMapLatest<Inner: SignalProducerConvertible>(
    _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
    flatMap(.latest, transform)
  }
}

extension BindingSource {
  /// Calls `setter` on the main actor with `target` and each value, while `target` exists
  /// (Bond's `bind(to: self) { me, value in … }`): the target is held weakly, and the binding
  /// ends with its lifetime when it has one (views do), else at the first value after it is
  /// gone, or when the returned disposable is disposed.
  @discardableResult
  public func bind<Target: AnyObject>(
    to target: Target, setter: @escaping @MainActor (Target, Value) -> Void
  ) -> Disposable {
    let weakTarget = WeakTarget(target)
    let ended = (target as? LifetimeProviding)?.lifetime ?? Lifetime.persistent
    return producer.take(during: ended).take(while: { _ in weakTarget.object != nil })
      .startOnMainActor { value in
        if let target = weakTarget.object { setter(target, value) }
      }
  }
}

/// A bound object, held weakly across the hop to the main actor.
private final class WeakTarget<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
