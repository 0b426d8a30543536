import Foundation
import ReactiveCore
import Testing

/// The code of the Getting Started article (`ReactiveCore.docc/GettingStarted.md`): it compiles
/// and does what the article says; `ArticleCode` fails when the article and these snippets drift.
@Suite struct GettingStartedArticle {
  @Test func aSignal() {
    // snippet: a signal
    let (temperatures, input) = Signal<Double, Never>.pipe()
    var readings: [String] = []
    temperatures
      .filter { $0 > 20 }
      .map { "\($0)°C" }
      .observeValues { readings.append($0) }
    input.send(value: 18)
    input.send(value: 23.5)
    // readings == ["23.5°C"]
    // end snippet
    #expect(readings == ["23.5°C"])
  }

  @Test func aProperty() {
    // snippet: a property
    let count = MutableProperty(0)
    var seen: [Int] = []
    count.producer.startWithValues { seen.append($0) }
    count.value += 1
    count.value += 1
    // seen == [0, 1, 2]
    // end snippet
    #expect(seen == [0, 1, 2])
  }

  @Test func aBinding() {
    // snippet: a binding
    let name = MutableProperty("world")
    let greeting = name.map { "Hello, \($0)!" }
    var shown = ""
    let label = BindingTarget<String>(lifetime: .persistent) { shown = $0 }
    label <~ greeting
    name.value = "ReactiveCore"
    // shown == "Hello, ReactiveCore!"
    // end snippet
    #expect(shown == "Hello, ReactiveCore!")
  }
}
