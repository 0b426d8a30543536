import FeatureKit
import Testing

protocol Greeter: AnyObject {
  func greeting() -> String
}

final class EnglishGreeter: Greeter {
  func greeting() -> String { "Hello" }
}

@Suite("FeatureKit: dependencies and feature descriptors")
struct FeatureKitTests {
  @Test("dependencies resolve by the type they were registered as; a missing one is named")
  func resolve() throws {
    let dependencies = Dependencies().registering(EnglishGreeter(), as: Greeter.self).registering(42)
    #expect(try dependencies.resolve(Greeter.self).greeting() == "Hello")
    #expect(try dependencies.resolve(Int.self) == 42)
    #expect(throws: MissingDependency(typeName: "String")) { try dependencies.resolve(String.self) }
    #expect(throws: MissingDependency(typeName: "EnglishGreeter")) { try dependencies.resolve(EnglishGreeter.self) }
  }

  @Test("a feature checks its requirements before making its screen")
  func feature() throws {
    var made = 0
    let feature = Feature<String>(id: "hello", title: "Hello", requirements: [.of(Greeter.self), .of(Int.self)]) {
      made += 1
      return try $0.resolve(Greeter.self).greeting()
    }
    let partial = Dependencies().registering(EnglishGreeter(), as: Greeter.self)
    #expect(feature.missingRequirements(in: partial) == [.of(Int.self)])
    #expect(throws: MissingDependency(typeName: "Int")) { try feature.makeRootScreen(partial) }
    #expect(made == 0, "nothing of the feature ran")
    #expect(try feature.makeRootScreen(partial.registering(1)) == "Hello")
  }
}
