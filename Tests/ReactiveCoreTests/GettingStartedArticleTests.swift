import Foundation
import ReactiveCore
import Testing

/// The code of the Getting Started article (`ReactiveCore.docc/GettingStarted.md`) runs here,
/// so it compiles and does what the article says; `articleShowsThisCode` fails when the article's
/// code blocks and the snippets below drift apart.
@Suite struct GettingStartedArticleTests {
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

  @Test func articleShowsThisCode() throws {
    let tests = URL(filePath: #filePath)
    let repository = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: repository.appending(path: "Modules/ReactiveCore/ReactiveCore.docc/GettingStarted.md"),
      encoding: .utf8)
    let snippets = Self.snippets(in: try String(contentsOf: tests, encoding: .utf8))
    let blocks = Self.swiftBlocks(in: article)
    #expect(snippets.count == 3)
    #expect(blocks == snippets, "GettingStarted.md's Swift blocks are the snippets of this file, in order")
  }

  /// The code between `// snippet:` and `// end snippet` lines, each without its indentation.
  static func snippets(in source: String) -> [String] {
    var snippets: [String] = []
    var current: [Substring]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// snippet:"), !trimmed.contains("hasPrefix") {
        current = []
      } else if trimmed == "// end snippet", let lines = current {
        let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        snippets.append(lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n"))
        current = nil
      } else if current != nil {
        current?.append(line)
      }
    }
    return snippets
  }

  /// The contents of the article's ```swift blocks.
  static func swiftBlocks(in article: String) -> [String] {
    article.components(separatedBy: "```swift\n").dropFirst()
      .map { String($0.components(separatedBy: "\n```")[0]) }
  }
}
