// The `subscribe(with:…)` forms hold their object weakly: each closure gets the object while it
// exists and is skipped once it is gone (RxSwift 6's rule). These two functions are that rule,
// once, for every such form (observables, the three traits, infallibles).

/// `body` with `object` bound and held weakly: a closure that calls `body(object, argument)`
/// while `object` exists and does nothing after. `nil` stays `nil`, so a closure the caller left
/// out still counts as left out (an unhandled error still reaches `Hooks.defaultErrorHandler`).
@inlinable
func weaklyBound<Object: AnyObject, Argument>(
  _ object: Object, _ body: ((Object, Argument) -> Void)?
) -> ((Argument) -> Void)? {
  body.map { body in { [weak object] argument in if let object { body(object, argument) } } }
}

/// `body` with `object` bound and held weakly (see the other form), for closures of no argument.
@inlinable
func weaklyBound<Object: AnyObject>(_ object: Object, _ body: ((Object) -> Void)?) -> (() -> Void)? {
  body.map { body in { [weak object] in if let object { body(object) } } }
}
