/// A feature's view model: a state machine that a view controller binds to, made from the one
/// thing it talks to, its delegate (the seed apps' `ViewModelProtocol { init(delegate:) }`).
///
/// The delegate is how a view model gets what it needs and where it reports what it cannot
/// decide: a feature's delegate protocol lists its providers, its scheduler and its routing, and
/// the feature's presenter implements it. View models import ReactiveCore and FeatureKit only,
/// so they are tested with a fake delegate and a `TestScheduler`, with no network or terminal.
public protocol ViewModelProtocol: AnyObject {
  /// What the view model is made from and reports to.
  associatedtype DelegateType

  /// Creates the view model.
  init(delegate: DelegateType)
}
