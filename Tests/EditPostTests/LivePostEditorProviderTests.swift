import EditPost
import FeatureKit
import FeatureKitTesting
import Foundation
import Networking
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("LivePostEditorProvider against the embedded API over loopback")
struct LivePostEditorProviderTests {
  @Test("a save PATCHes the title and body and answers the post as the server keeps it; the client announces it")
  func savesTheTitle() async throws {
    try await withEmbeddedAPI { client in
      let writes = EventRecorder<ConfirmedWrite, Never>()
      client.confirmedWrites.observe(writes.observer)
      let saved = try #require(
        await LivePostEditorProvider(client: client).save(
          EditablePost(id: 3, title: "A new title", body: "Line one\nline two")
        ).firstResult()
      ).get()
      #expect(saved == EditablePost(id: 3, title: "A new title", body: "Line one\nline two"))
      for _ in 0..<2_000 where writes.values.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
      #expect(writes.values.map { "\($0.method) \($0.path)" } == ["PATCH /posts/3"])
    }
  }

  @Test("a post the server does not have is an error in words, not a status code")
  func unknownPost() async throws {
    try await withEmbeddedAPI { client in
      let result = try #require(
        await LivePostEditorProvider(client: client).save(EditablePost(id: 9_999, title: "Nobody's", body: ""))
          .firstResult())
      guard case let .failure(error) = result else {
        Issue.record("expected a failure, got \(result)")
        return
      }
      #expect(!error.message.isEmpty)
      #expect(!error.message.contains("404"), "\(error.message)")
    }
  }
}
