/// One entry of an app's list of features: a `Feature` bound to the app's environment, with its
/// types erased so that one list holds features of every kind.
///
/// Making the entry is where the compiler checks the app against the feature: `environment`
/// must convert to the feature's `Environment`, so an app missing a requirement does not build.
@MainActor
public struct RegisteredFeature<Screen> {
  /// The feature's id (`FeatureInfo.id`).
  public let id: String
  /// The feature's title.
  public let title: String
  /// Whether the home menu lists it (`Feature.showsInMenu`).
  public let showsInMenu: Bool
  /// Whether it needs a signed-in session.
  public let needsSession: Bool
  /// The feature's part of the tour (`FeatureInfo.tour`).
  public let tour: String
  /// The feature type, which routes name.
  let featureType: ObjectIdentifier
  /// Makes the screen for an input of the feature's `Input` type, reporting outputs as `Any`.
  let make: (_ input: Any, _ report: @escaping @MainActor (Any) -> Void) -> Screen
  /// Makes the screen for the feature's preview input.
  let makePreview: (_ report: @escaping @MainActor (Any) -> Void) -> Screen

  /// Registers `feature` with what it needs from `environment`.
  public init<F: Feature>(_ feature: F.Type, in environment: F.Environment) where F.Screen == Screen {
    id = F.info.id
    title = F.info.title
    showsInMenu = F.showsInMenu
    needsSession = F.info.needsSession
    tour = F.info.tour
    featureType = ObjectIdentifier(F.self)
    make = { input, report in
      guard let input = input as? F.Input else {
        preconditionFailure("\(F.info.id) is opened with \(F.Input.self), not \(type(of: input))")
      }
      return F.makeScreen(for: input, in: environment) { report($0) }
    }
    makePreview = { report in
      F.makeScreen(for: F.previewInput(in: environment), in: environment) { report($0) }
    }
  }
}
