import FeatureKit
import Testing

// Two small features over a `String` screen (FeatureKit has no UI): a list of greetings that
// reports the chosen one, and a detail opened with a greeting's index.

protocol GreetingsEnvironment {
  var greetings: [String] { get }
}

struct TestEnvironment: GreetingsEnvironment {
  var greetings = ["Hello", "Bonjour", "Hallo"]
}

enum GreetingList: Feature {
  enum Output: Equatable {
    case chose(index: Int)
    case refreshed
  }
  typealias Environment = any GreetingsEnvironment

  static let info = FeatureInfo(id: "greeting-list", title: "Greetings", tour: "frame Greetings")
  /// The screen's output, as the app wired it: what the tests' "user" calls.
  nonisolated(unsafe) static var lastOutput: ((Output) -> Void)?

  static func makeScreen(for input: Void, in environment: Environment, output: @escaping @MainActor (Output) -> Void)
    -> String
  {
    lastOutput = { output($0) }
    return environment.greetings.joined(separator: ", ")
  }
}

enum GreetingDetail: Feature {
  typealias Input = Int
  typealias Environment = any GreetingsEnvironment

  static let info = FeatureInfo(id: "greeting-detail", title: "Greeting")

  static func previewInput(in environment: Environment) -> Int { environment.greetings.count - 1 }

  static func makeScreen(for input: Int, in environment: Environment, output: @escaping @MainActor (Never) -> Void)
    -> String
  {
    "detail of \(environment.greetings[input])"
  }
}

@MainActor
@Suite("FeatureKit: features registered in one list, wired by their typed outputs and inputs")
struct FeatureKitTests {
  func navigator(showing shown: @escaping (String) -> Void) -> FeatureNavigator<String> {
    FeatureNavigator(
      features: [
        RegisteredFeature(GreetingList.self, in: TestEnvironment()),
        RegisteredFeature(GreetingDetail.self, in: TestEnvironment()),
      ],
      show: shown)
  }

  @Test("a registered feature keeps what it declared; the menu lists the features opened with no input")
  func declarations() {
    let features = navigator { _ in }
    #expect(features.features.map(\.id) == ["greeting-list", "greeting-detail"])
    #expect(features.menu.map(\.title) == ["Greetings"])
    #expect(features.feature(id: "greeting-list")?.tour == "frame Greetings")
    #expect(features.feature(id: "greeting-detail")?.needsSession == true, "the default")
    #expect(features.feature(id: "nothing") == nil)
  }

  @Test("a feature's screen is made from the app's environment; a preview uses the feature's preview input")
  func screens() throws {
    let features = navigator { _ in }
    let list = try #require(features.feature(id: "greeting-list"))
    #expect(features.screen(of: list) == "Hello, Bonjour, Hallo")
    #expect(features.screen(of: GreetingDetail.self, for: 1) == "detail of Bonjour")
    let detail = try #require(features.feature(id: "greeting-detail"))
    #expect(features.previewScreen(of: detail) == "detail of Hallo")
  }

  @Test("a route opens the target with the input the source's output maps to; other outputs open nothing")
  func routes() throws {
    var shown: [String] = []
    let features = navigator { shown.append($0) }
    features.route(GreetingList.self, to: GreetingDetail.self) { output in
      if case let .chose(index) = output { index } else { nil }
    }
    var heard: [GreetingList.Output] = []
    features.on(GreetingList.self) { heard.append($0) }
    _ = features.screen(of: try #require(features.feature(id: "greeting-list")))
    let report = try #require(GreetingList.lastOutput)
    report(.chose(index: 2))
    report(.refreshed)
    report(.chose(index: 0))
    #expect(shown == ["detail of Hallo", "detail of Hello"])
    #expect(heard == [.chose(index: 2), .refreshed, .chose(index: 0)], "every handler hears every output, in order")
  }

  @Test("an output nothing is wired to is dropped")
  func unwiredOutputs() throws {
    var shown: [String] = []
    let features = navigator { shown.append($0) }
    _ = features.screen(of: try #require(features.feature(id: "greeting-list")))
    let report = try #require(GreetingList.lastOutput)
    report(.chose(index: 1))
    #expect(shown.isEmpty)
  }
}
