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
}
