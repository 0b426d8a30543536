import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every fault of a real server, mapped to the `CoreError` an app shows.
@Suite("Networking: faults become the right CoreError")
struct FaultTests {
  @Test("a refused connection is a transport error: cannot connect")
  func refusedConnection() async throws {
    let server = try await EmbeddedAPIServer.start()
    let api = client(of: server)
    await server.stop()
    let error = await outcome(api.request(Endpoint<Post>.get("/posts/1"))).error
    guard case let .transport(failure)? = error else {
      Issue.record("expected a transport error, got \(String(describing: error))")
      return
    }
    #expect(failure.kind == .cannotConnect)
    #expect(error?.isRetryable == true)
    #expect(error?.userMessage == "Can't reach the server. Try again in a moment.")
  }

  @Test("a redirect loop is a transport error that says so, and is not retried")
  func redirectLoop() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration(adminRoutes: true))
    // The fault names the server's own address, known once it listens: set through the admin route.
    var setFault = URLRequest(url: server.baseURL.appendingPathComponent("__admin/faults"))
    setFault.httpMethod = "POST"
    setFault.setValue("application/json", forHTTPHeaderField: "Content-Type")
    setFault.httpBody = Data(#"{"path": "/posts/1", "fault": "redirect:\#(server.baseURL)/posts/1"}"#.utf8)
    let created = try? await URLSession.shared.data(for: setFault).1
    let attempts = EventLog()
    let api = client(of: server, retry: RetryPolicy(maxRetries: 3, backoff: .constant(0))) { attempts.append($0.url) }
    let error = await outcome(api.request(Endpoint<Post>.get("/posts/1"))).error
    await server.stop()
    #expect((created as? HTTPURLResponse)?.statusCode == 201)
    #expect(attempts.all.count == 1, "a redirect loop is not tried again")
    guard case let .transport(failure)? = error else {
      Issue.record("expected a transport error, got \(String(describing: error))")
      return
    }
    #expect(failure.kind == .tooManyRedirects)
    #expect(error?.isRetryable == false)
    #expect(error?.userMessage == "The server sent the request around in a loop of redirects.")
  }

  @Test("a URL the system will not request (an IPv6 address, on Linux) is a final error that says so")
  func addressTheSystemRefuses() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration(host: "::1"))
    let attempts = EventLog()
    let api = client(of: server, retry: RetryPolicy(maxRetries: 3, backoff: .constant(0))) { attempts.append($0.url) }
    let result = await outcome(api.request(Endpoint<Post>.get("/posts/1")))
    await server.stop()
    #expect(server.baseURL.absoluteString.hasPrefix("http://[::1]:"))
    #if canImport(FoundationNetworking)
      // FoundationNetworking answers every such URL with URLError.badURL, before connecting: it
      // was "a network problem", retried three times.
      guard case let .transport(failure)? = result.error else {
        Issue.record("expected a transport error, got \(result)")
        return
      }
      #expect(failure.kind == .unsupportedAddress)
      #expect(attempts.all.count == 1, "the same URL will be refused again: not retried")
      #expect(result.error?.isRetryable == false)
      #expect(result.error?.userMessage == "This device cannot send requests to the server's address.")
    #else
      #expect(result.error == nil, "URLSession elsewhere requests IPv6 addresses")
    #endif
  }

  @Test("500, 404 and 429 with Retry-After become httpStatus, httpStatus and rateLimited")
  func statuses() async throws {
    let faults = FaultPlan(faults: ["/posts/1": .status(500), "/posts/2": .status(429, retryAfter: 7)])
    try await withServer(faults: faults) { server in
      let api = client(of: server)
      let serverError = await outcome(api.request(Endpoint<Post>.get("/posts/1"))).error
      guard case let .httpStatus(500, body)? = serverError else {
        Issue.record("expected 500, got \(String(describing: serverError))")
        return
      }
      #expect(String(decoding: body, as: UTF8.self).contains("Injected fault"))
      #expect(serverError?.isRetryable == true)
      let missing = await outcome(api.request(Endpoint<Post>.get("/posts/1000"))).error
      #expect(missing == .httpStatus(code: 404, body: Data("{}".utf8)))
      #expect(missing?.isRetryable == false)
      #expect(missing?.userMessage == "That item could not be found.")
      let limited = await outcome(api.request(Endpoint<Post>.get("/posts/2"))).error
      #expect(limited == .rateLimited(retryAfter: 7))
      #expect(limited?.userMessage == "Too many attempts. Try again in 7 seconds.")
    }
  }

  @Test("a Punk API 400 keeps the server's message for the user")
  func badRequest() async throws {
    try await withServer { server in
      let api = client(of: server)
      let error = await outcome(api.request(Endpoint<[Beer]>.get("/v2/beers", query: [("per_page", "500")]))).error
      guard case .httpStatus(400, _)? = error else {
        Issue.record("expected 400, got \(String(describing: error))")
        return
      }
      #expect(error?.userMessage == "Invalid query params")
    }
  }

  @Test("a response slower than the timeout fails with timedOut, in virtual time")
  func timeout() async throws {
    try await withServer(faults: FaultPlan(faults: ["/posts/1": .delay(30)])) { server in
      let scheduler = TestScheduler()
      let api = client(of: server, scheduler: scheduler, timeout: 0.25)
      let result = Task { await outcome(api.request(Endpoint<Post>.get("/posts/1"))) }
      try await waitForIO("the retry scheduled") { scheduler.pendingActionCount > 0 }
      await scheduler.advance(by: 0.2)
      await scheduler.advance(by: 0.05)
      let error = await result.value.error
      #expect(error == .timedOut(after: 0.25))
      #expect(error?.userMessage == "The server took too long to answer. Try again.")
    }
  }

  @Test("a connection dropped mid-body is a transport error, never a partial value")
  func truncatedBody() async throws {
    try await withServer(faults: FaultPlan(faults: ["/posts": .dropConnectionMidBody])) { server in
      let api = client(of: server)
      let error = await outcome(api.request(Endpoint<[Post]>.get("/posts"))).error
      guard case .transport? = error else {
        Issue.record("expected a transport error, got \(String(describing: error))")
        return
      }
      #expect(error?.isRetryable == true)
    }
  }

  @Test("malformed JSON is a decoding error, and a wrong field type names its path")
  func malformedJSON() async throws {
    try await withServer(faults: FaultPlan(faults: ["/posts": .malformedJSON])) { server in
      let api = client(of: server)
      let error = await outcome(api.request(Endpoint<[Post]>.get("/posts"))).error
      guard case let .decoding(_, reason)? = error else {
        Issue.record("expected a decoding error, got \(String(describing: error))")
        return
      }
      #expect(reason.contains("malformed JSON"))
      #expect(error?.userMessage == "The server's answer could not be read.")

      struct WrongPost: Decodable { let title: Int }
      let typeError = await outcome(api.request(Endpoint<[WrongPost]>.get("/posts/1/comments"))).error
      #expect(typeError == .decoding(path: "[0].title", reason: "missing key"))
    }
  }

  @Test("disposing a request in flight interrupts it and cancels the task")
  func cancellation() async throws {
    try await withServer(faults: FaultPlan(faults: ["/posts/1": .delay(30)])) { server in
      let api = client(of: server)
      let events = EventLog()
      let disposable = api.request(Endpoint<Post>.get("/posts/1")).start { events.append("\($0)") }
      disposable.dispose()
      #expect(events.all == ["INTERRUPTED"])
      #expect(disposable.isDisposed)
    }
  }
}

/// Events recorded from any thread.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []
  func append(_ entry: String) { lock.withLock { entries.append(entry) } }
  var all: [String] { lock.withLock { entries } }
}
