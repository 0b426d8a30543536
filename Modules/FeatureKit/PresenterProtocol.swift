/// A feature's presenter: it owns the feature's view model (as its delegate, holding what the
/// view model needs and where the feature's outputs go) and makes the feature's screen.
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
  @MainActor
  func makeViewController() -> Screen
}
