/// A feature's presenter: it owns the feature's view model (as its delegate, holding the
/// dependencies and the router the composition root gave it) and makes the feature's screen.
///
/// `Screen` is the UI platform's controller type (TerminalUI's `ViewController` in the demo),
/// so FeatureKit itself depends on no UI.
public protocol PresenterProtocol: AnyObject {
  /// The view model the presenter owns.
  associatedtype ViewModel: ViewModelProtocol
  /// The controller the presenter makes.
  associatedtype Screen

  /// The feature's view model.
  var viewModel: ViewModel { get }

  /// Makes the feature's screen, bound to `viewModel`.
  func makeViewController() -> Screen
}

/// What features ask of the app when they cannot go on alone: each feature declares a routing
/// protocol refining this one ("show the detail of the beers at an index", "signed in"), and the
/// composition root implements it. Features never import each other; they meet only here.
public protocol Routing: AnyObject {}
