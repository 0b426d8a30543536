import EmbeddedAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Faults written as text (`api-server --fault`, the admin route): what parses, and what each
/// refusal says.
@Suite("EmbeddedAPI: faults as text")
struct FaultSpecTests {
  @Test("each kind of fault parses and reads back as written")
  func specsParseAndReadBack() throws {
    for spec in ["status:503", "status:429:7", "status:503:0", "delay:2.5", "drop", "truncate", "redirect:https://h/x"]
    {
      #expect(try Fault(spec: spec).spec == spec)
    }
    // Found by trying edge inputs (2026-12-07): an upper-case scheme was refused as not a URL.
    #expect(try Fault(spec: "redirect:HTTP://127.0.0.1:8080/posts/2") == .redirect(to: "HTTP://127.0.0.1:8080/posts/2"))
  }

  // Found by trying edge inputs (2026-12-07): status:503:-5 was taken, and the server then sent
  // "Retry-After: -5", which no client can honour.
  @Test("a Retry-After that is not whole seconds, zero or more, is refused in words")
  func retryAfterIsWholeSecondsZeroOrMore() {
    for spec in ["status:503:-5", "status:503:1.5", "status:503:soon"] {
      let error = #expect(throws: FaultSpecError.self, "\(spec)") { try Fault(spec: spec) }
      #expect(
        error?.description
          == "“\(spec)”: the Retry-After after the code is whole seconds, zero or more, e.g. status:429:7")
    }
  }

  // Found by trying edge inputs (2026-12-07): "rate": "0.5" in quotes was read as no rate, so
  // the fault hit every request instead of half.
  @Test("the admin route refuses a rate that is not a number, and takes null as no rate")
  func adminRateMustBeANumber() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration(adminRoutes: true))
    func post(_ body: String) async throws -> (status: Int?, body: String) {
      var request = URLRequest(url: server.baseURL.appendingPathComponent("__admin/faults"))
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(body.utf8)
      let (data, response) = try await URLSession.shared.data(for: request)
      return ((response as? HTTPURLResponse)?.statusCode, String(decoding: data, as: UTF8.self))
    }
    let quoted = try await post(#"{"path": "/posts", "fault": "drop", "rate": "0.5"}"#)
    let null = try await post(#"{"path": "/users", "fault": "drop", "rate": null}"#)
    await server.stop()
    #expect(quoted.status == 400)
    #expect(quoted.body.contains(#"rate is a share of requests, a number from 0 to 1, e.g. \"rate\": 0.5"#))
    #expect(null.status == 201)
    #expect(null.body.contains(#""path":"/users","rate":1"#))
  }
}
