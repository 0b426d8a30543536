import ReactiveCore

/// An observer that applies each element to a UI object on the main actor, for as long as the
/// object lives (it is held weakly): `label.rx.text` is one. Elements sent on the main queue
/// apply at once, elements sent from other threads on the main queue, in order. An error is a
/// programming error (see `bind(to:)`); completion is ignored.
public struct Binder<Value>: ObserverType {
  @usableFromInline let apply: (Value) -> Void

  /// A binder that runs `binding` with `target` and each element, on the main actor.
  @inlinable
  public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
    let scheduler = UIScheduler()
    let target = WeakTarget(target)
    apply = { value in
      let value = UncheckedValue(value)
      scheduler.scheduleOnMainActor {
        guard let object = target.object else { return }
        binding(object, value.value)
      }
    }
  }

  /// A binder that runs `binding` with `target` (held weakly) and each element on `scheduler`
  /// (RxSwift's form with a scheduler, for objects that are not UI).
  @inlinable
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType, binding: @escaping (Target, Value) -> Void
  ) {
    let target = WeakTarget(target)
    apply = { value in
      let work = UncheckedWork {
        guard let object = target.object else { return }
        binding(object, value)
      }
      scheduler.schedule { work.run() }
    }
  }

  /// Applies a `next` element; reports an error; ignores completion.
  @inlinable
  public func on(_ event: Event<Value>) {
    switch event {
    case let .next(element): apply(element)
    case let .error(error): reportBindingError(error)
    case .completed: break
    }
  }
}

/// A weak reference a binder holds.
@usableFromInline final class WeakTarget<Target: AnyObject>: @unchecked Sendable {
  @usableFromInline weak var object: Target?

  @inlinable init(_ object: Target) {
    self.object = object
  }
}

/// A value handed to the main actor in order, as ReactiveCore's main-actor targets hand theirs.
@usableFromInline struct UncheckedValue<Value>: @unchecked Sendable {
  @usableFromInline let value: Value

  @inlinable init(_ value: Value) {
    self.value = value
  }
}
