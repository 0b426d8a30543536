/// An optional binding target (`weak var label: Label?`, `label?.reactive.text`) can be bound to:
/// a `nil` target binds nothing, as in ReactiveSwift.
extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
  /// The wrapped target's, or one whose lifetime has already ended when there is none.
  public var bindingTarget: BindingTarget<Wrapped.Value> {
    switch self {
    case let .some(provider): return provider.bindingTarget
    case .none: return BindingTarget(lifetime: .empty) { _ in }
    }
  }
}
