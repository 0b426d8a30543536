/// The app's features, and what each one's outputs do: the composition root's one list of
/// registered features and its wiring, in one object.
///
/// The root makes it with the list and with how to show a screen (push it on its navigation),
/// then states the wiring one line per connection:
///
/// ```swift
/// navigator.route(PostsFeature.self, to: PostDetailFeature.self) { output in output.chosenPost?.id }
/// navigator.on(SignInFeature.self) { output in showHome(output) }
/// ```
///
/// An output nothing is wired to is dropped, so a feature can report outputs before any other
/// feature uses them.
@MainActor
public final class FeatureNavigator<Screen> {
  /// The registered features, in the app's order (the menu's and the tour's).
  public let features: [RegisteredFeature<Screen>]
  private let show: (Screen) -> Void
  private var handlers: [ObjectIdentifier: [(Any) -> Void]] = [:]

  /// Creates the navigator of `features` (ids must be unique); `show` puts a screen that a route
  /// opens on screen.
  public init(features: [RegisteredFeature<Screen>], show: @escaping (Screen) -> Void) {
    var seen = Set<String>()
    for feature in features where !seen.insert(feature.id).inserted {
      preconditionFailure("two features are registered with the id \(feature.id)")
    }
    self.features = features
    self.show = show
  }

  /// The features the home menu lists, in order.
  public var menu: [RegisteredFeature<Screen>] { features.filter(\.showsInMenu) }

  /// The registered feature with `id`, if any.
  public func feature(id: String) -> RegisteredFeature<Screen>? {
    features.first { $0.id == id }
  }

  /// The screen of a feature opened with no input (a menu entry).
  public func screen(of feature: RegisteredFeature<Screen>) -> Screen {
    feature.make((), report(from: feature.featureType))
  }

  /// The screen of `feature` opened with its preview input (`demo --feature ID`).
  public func previewScreen(of feature: RegisteredFeature<Screen>) -> Screen {
    feature.makePreview(report(from: feature.featureType))
  }

  /// The screen of the registered `feature` for `input`.
  public func screen<F: Feature>(of feature: F.Type, for input: F.Input) -> Screen where F.Screen == Screen {
    registered(F.self).make(input, report(from: ObjectIdentifier(F.self)))
  }

  /// Wires `source`'s outputs to `target`: each output `input` maps to a value opens `target`
  /// with it (on top of the source's screen); outputs it maps to `nil` are not for `target`.
  /// Both features must be registered.
  public func route<Source: Feature, Target: Feature>(
    _ source: Source.Type, to target: Target.Type, input: @escaping (Source.Output) -> Target.Input?
  ) where Target.Screen == Screen {
    let target = registered(Target.self)
    on(Source.self) { [weak self] output in
      guard let self, let value = input(output) else { return }
      show(target.make(value, report(from: target.featureType)))
    }
  }

  /// Runs `handle` with each output of the registered `source`.
  public func on<Source: Feature>(_ source: Source.Type, _ handle: @escaping (Source.Output) -> Void) {
    _ = registered(Source.self)
    handlers[ObjectIdentifier(Source.self), default: []].append { output in
      if let output = output as? Source.Output { handle(output) }
    }
  }

  private func registered<F: Feature>(_ feature: F.Type) -> RegisteredFeature<Screen> {
    guard let entry = features.first(where: { $0.featureType == ObjectIdentifier(F.self) }) else {
      preconditionFailure("\(F.info.id) is wired or opened but not in the app's list of features")
    }
    return entry
  }

  private func report(from feature: ObjectIdentifier) -> @MainActor (Any) -> Void {
    { [weak self] output in
      for handle in self?.handlers[feature] ?? [] { handle(output) }
    }
  }
}
