import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Synchronization
import Testing

/// The in-flight count a scripted run waits on: up while a request is out, down after its
/// completion returned, down when it is cancelled.
@Suite("Networking: ActivityTrackingTransport")
struct ActivityTrackingTests {
  @Test("a request counts while in flight and stops counting once its value was delivered")
  func countsWhileInFlight() async throws {
    try await withServer(faults: FaultPlan(latency: 0.3)) { server in
      let transport = ActivityTrackingTransport()
      let api = APIClient(baseURL: server.baseURL, transport: transport)
      #expect(transport.requestsInFlight == 0)
      let countSeenByTheValue = SharedCount()
      let started = api.request(Endpoint<Post>.get("/posts/1"))
        .on(value: { _ in countSeenByTheValue.store(transport.requestsInFlight) })
      async let result = outcome(started)
      try await waitForIO("one request in flight") { transport.requestsInFlight == 1 }
      #expect(transport.requestsInFlight == 1)
      #expect(await result.value?.id == 1)
      #expect(countSeenByTheValue.load() == 1, "still counted while the value is delivered")
      // The awaiting task can resume before the completion handler has returned on the
      // transport's thread; the count drops right after it.
      try await waitForIO("no request in flight") { transport.requestsInFlight == 0 }
      #expect(transport.requestsInFlight == 0)
    }
  }

  @Test("cancelling a request stops counting it at once, and only once")
  func cancelling() async throws {
    try await withServer(faults: FaultPlan(latency: 5)) { server in
      let transport = ActivityTrackingTransport()
      let api = APIClient(baseURL: server.baseURL, transport: transport)
      let first = api.request(Endpoint<Post>.get("/posts/1")).start()
      let second = api.request(Endpoint<Post>.get("/posts/2")).start()
      #expect(transport.requestsInFlight == 2)
      first.dispose()
      first.dispose()
      #expect(transport.requestsInFlight == 1)
      second.dispose()
      #expect(transport.requestsInFlight == 0)
    }
  }
}

/// An integer shared with a callback on another thread.
final class SharedCount: Sendable {
  private let value = Atomic(-1)
  func store(_ newValue: Int) { value.store(newValue, ordering: .sequentiallyConsistent) }
  func load() -> Int { value.load(ordering: .sequentiallyConsistent) }
}
