import Foundation
import Testing

/// Each DocC article with Swift code, and the test file whose snippets are that code: the
/// article's ```swift blocks must be exactly the file's `// snippet:` … `// end snippet`
/// regions, in order, so what a reader copies is what the tests run.
@Suite("articles show the code their tests run")
struct ArticleCode {
  static let articles: [(article: String, code: String)] = [
    ("Modules/ReactiveCore/ReactiveCore.docc/GettingStarted.md", "GettingStartedArticle.swift"),
    ("Modules/ReactiveCore/ReactiveCore.docc/MigratingFromReactiveSwift.md", "MigratingFromReactiveSwiftArticle.swift"),
    ("Modules/ReactiveCore/ReactiveCore.docc/TestingViewModels.md", "TestingViewModelsArticle.swift"),
    ("Modules/ReactiveCore/ReactiveCore.docc/ThreadingAndReentrancy.md", "ThreadingArticle.swift"),
    ("Modules/ReactiveCoreRx/ReactiveCoreRx.docc/MigratingFromRxSwift.md", "MigratingFromRxSwiftArticle.swift"),
    ("Modules/Bindings/Bindings.docc/MigratingFromBond.md", "MigratingFromBondArticle.swift"),
  ]

  static let tests = URL(filePath: #filePath).deletingLastPathComponent()
  static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()

  @Test("an article's Swift blocks are its test file's snippets", arguments: articles.map(\.article))
  func articleShowsItsCode(article: String) throws {
    let code = try #require(Self.articles.first { $0.article == article }?.code)
    let text = try String(contentsOf: Self.repository.appending(path: article), encoding: .utf8)
    let snippets = Self.snippets(in: try String(contentsOf: Self.tests.appending(path: code), encoding: .utf8))
    #expect(!snippets.isEmpty, "\(code) marks its snippets")
    #expect(Self.swiftBlocks(in: text) == snippets, "\(article)'s Swift blocks are the snippets of \(code), in order")
  }

  @Test("every catalog article with Swift code is listed above")
  func everyArticleIsChecked() throws {
    let modules = Self.repository.appending(path: "Modules")
    let files = try #require(FileManager.default.enumerator(at: modules, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "md" && $0.path.contains(".docc/") && $0.lastPathComponent != "Contract.md" }
    #expect(files.count > 17, "the catalogs are where this test looks for them")
    for file in files where try String(contentsOf: file, encoding: .utf8).contains("```swift") {
      let path = String(file.path.dropFirst(Self.repository.path.count + 1))
      #expect(Self.articles.contains { $0.article == path }, "\(path) has Swift code that no test runs")
    }
  }

  /// The code between `// snippet:` and `// end snippet` lines, each without its indentation.
  static func snippets(in source: String) -> [String] {
    var snippets: [String] = []
    var current: [Substring]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// snippet:") {
        current = []
      } else if trimmed == "// end snippet", let lines = current {
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        snippets.append(lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n"))
        current = nil
      } else if current != nil {
        current?.append(line)
      }
    }
    return snippets
  }

  /// The contents of an article's ```swift blocks.
  static func swiftBlocks(in article: String) -> [String] {
    article.components(separatedBy: "```swift\n").dropFirst()
      .map { String($0.components(separatedBy: "\n```")[0]) }
  }
}
