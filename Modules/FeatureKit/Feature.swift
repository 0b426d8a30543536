/// A feature module as the composition root sees it, declared in one place: who it is, what it
/// is opened with, what it reports, what it needs from the app, and how it makes its screen.
///
/// A feature is a type (usually a caseless enum in the feature's module) conforming to this
/// protocol. The app registers it in its one list of features (`RegisteredFeature`), and wires
/// one feature's outputs to another's inputs there (`FeatureNavigator.route`). Features never
/// import each other and never name the app.
///
/// What a feature needs is its `Environment`: a composition of requirement protocols spelled as
/// an existential (`any APIEnvironment & UISchedulerEnvironment`). Registering the feature
/// converts the app's environment to it, so an app that lacks a requirement does not build.
@MainActor
public protocol Feature {
  /// What the feature is opened with. `Void` (the default) for a screen of its own, which the
  /// app's home menu lists (unless `info` says otherwise); a typed value (a post's id, a list
  /// position) for a screen another feature's output opens.
  associatedtype Input = Void
  /// What the feature reports to the app: a row was chosen, signed in. `Never` for nothing.
  associatedtype Output = Never
  /// What the feature needs from the app, as an existential of requirement protocols.
  associatedtype Environment
  /// The UI platform's screen (TerminalUI's `ViewController` in the demo).
  associatedtype Screen

  /// Who the feature is: its id, title, whether the menu lists it, whether it needs a session,
  /// its part of the tour.
  static var info: FeatureInfo { get }

  /// The input a preview of the feature opens it with (`demo --feature ID`), made from the
  /// environment so it can be real data.
  static func previewInput(in environment: Environment) -> Input

  /// Makes the feature's screen for `input`; the screen calls `output` with what it reports,
  /// on the main actor, whether or not the app wired anything to it.
  static func makeScreen(
    for input: Input, in environment: Environment, output: @escaping @MainActor (Output) -> Void
  ) -> Screen
}

extension Feature {
  /// Whether the app's home menu lists the feature: it is opened with no input and its info does
  /// not keep it out.
  public static var showsInMenu: Bool { info.showsInMenu && Input.self == Void.self }
}

extension Feature where Input == Void {
  /// Nothing: a feature opened with no input previews as it opens.
  public static func previewInput(in environment: Environment) {}
}
