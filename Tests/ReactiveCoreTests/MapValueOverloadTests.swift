import ReactiveCore
import Testing

/// `map { "…\($0)…" }` is a transform of each value, as in ReactiveSwift code, on properties,
/// signals and producers. A trailing closure can also fill `map(value:)`'s parameter, and string
/// interpolation's non-generic overloads once made Swift prefer that reading for a property:
/// `name.map { "Hello, \($0)!" }` became a `Property` holding a closure.
@Suite struct MapValueOverloadTests {
  @Test func interpolatingClosuresTransformEachValue() {
    let name = MutableProperty("world")
    let greeting = name.map { "Hello, \($0)!" }
    #expect(greeting.value == "Hello, world!")
    name.value = "you"
    #expect(greeting.value == "Hello, you!")

    let (signal, input) = Signal<Int, Never>.pipe()
    var texts: [String] = []
    signal.map { "#\($0)" }.observeValues { texts.append($0) }
    input.send(value: 7)
    #expect(texts == ["#7"])

    var produced: [String] = []
    SignalProducer(value: 3).map { "\($0) items" }.startWithValues { produced.append($0) }
    #expect(produced == ["3 items"])
  }

  @Test func mapValueStillMapsToAConstant() {
    let name = MutableProperty("world")
    let flag = name.map(value: true)
    #expect(flag.value == true)
    var values: [String] = []
    SignalProducer([1, 2]).map(value: "x").startWithValues { values.append($0) }
    #expect(values == ["x", "x"])
  }
}
