import ReactiveCore

@MainActor
extension Reactive where Base: LifetimeProviding & AnyObject {
  /// A binding target that applies each value to the view (or controller) on the main actor,
  /// for as long as it lives (it is held weakly). Values sent on the main queue apply at once;
  /// values sent from other threads hop to the main queue, in order (as ReactiveCocoa's
  /// targets hop to `UIScheduler`).
  public func makeUIBindingTarget<Value>(_ apply: @escaping @MainActor (Base, Value) -> Void) -> BindingTarget<Value> {
    BindingTarget(mainActorLifetime: base.lifetime) { [weak base] value in
      guard let base else { return }
      apply(base, value)
    }
  }
}

@MainActor
extension Reactive where Base: View {
  /// Hides and shows the view.
  public var isHidden: BindingTarget<Bool> { makeUIBindingTarget { $0.isHidden = $1 } }
  /// Lets the view take input or not (`isUserInteractionEnabled`).
  public var isUserInteractionEnabled: BindingTarget<Bool> {
    makeUIBindingTarget { $0.isUserInteractionEnabled = $1 }
  }
}
