import Foundation
import ProgramTestSupport
import Testing

/// `demo --feature ID`: one registered feature on its own, as a preview (isowords' preview apps).
@Suite("demo --feature: one feature on its own")
struct FeaturePreviewTests {
  @Test("a feature that needs a session signs in with the demo account and shows its screen once loaded")
  func previewSignsIn() async throws {
    let run = try await DemoProcess.run(["--feature", "posts"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.components(separatedBy: "\n")
    #expect(lines.first?.hasPrefix("── 1/1 · Preview of posts ──") == true)
    #expect(lines.dropFirst().first == " Posts")
    #expect(run.output.contains("20 of 100 posts"))
  }

  @Test("a feature opened with an input previews with its own (post 1 for post-detail)")
  func previewWithInput() async throws {
    let run = try await DemoProcess.run(["--feature", "post-detail"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("by Leanne Graham"))
    #expect(run.output.contains("All 5 comments"))
  }

  @Test("a feature that needs no session opens as it is; a script plays against the preview")
  func signInPreviewWithScript() async throws {
    let run = try await DemoProcess.run(
      script: "type emilys\npress tab\ntype emilyspass\nframe filled\n", ["--feature", "sign-in"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("User name emilys"))
    #expect(run.output.contains("Password  ••••••••••"))
  }

  @Test("an unknown feature is a usage error: exit 2, the ids there are, and the usage")
  func unknownFeature() async throws {
    let run = try await DemoProcess.run(["--feature", "nope"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("demo: --feature nope: there is no such feature; the features are sign-in, posts,"))
    #expect(run.errors.contains("Usage: demo"))
  }

  /// The registered features' ids, as the demo lists them for an unknown `--feature`.
  static func registeredIDs() async throws -> [String] {
    let run = try await DemoProcess.run(["--feature", "?"])
    let marker = "the features are "
    let listed = try #require(run.errors.components(separatedBy: "\n").first { $0.contains(marker) })
    return listed.components(separatedBy: marker)[1].components(separatedBy: ", ")
  }

  @Test("every registered feature has a module whose README names its id, so none goes undocumented")
  func everyFeatureIsDocumented() async throws {
    let ids = try await Self.registeredIDs()
    #expect(ids.count >= 5)
    let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Modules/Features").standardized
    let folders = try FileManager.default.contentsOfDirectory(atPath: features.path)
    let readmes = try folders.map { folder in
      try String(contentsOf: features.appendingPathComponent("\(folder)/README.md"), encoding: .utf8)
    }
    for id in ids {
      #expect(readmes.filter { $0.contains("id `\(id)`") }.count == 1, "no module README says it declares `\(id)`")
    }
    #expect(folders.count == ids.count, "a feature module the demo does not register: \(folders.sorted())")
  }
}
