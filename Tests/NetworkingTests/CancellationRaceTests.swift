import Dispatch
import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSession transport: disposal racing completion")
struct CancellationRaceTests {
  /// FoundationNetworking traps when a task is cancelled while its completion runs, and, with a
  /// `URLCache`, when it is cancelled just after it started (this test trapped about one run in
  /// three under AddressSanitizer on `URLSession.shared`). The transport makes disposal and
  /// completion exclusive, and sessions for it have no cache. Each round disposes a request from
  /// another thread at a moment spread around the time a loopback response takes.
  @Test(
    "disposing requests as they complete never traps and delivers at most one outcome",
    arguments: ["a URLSession without a cache", "GuardedSession"])
  func disposalRacingCompletion(transportName: String) async throws {
    try await withServer { server in
      let url = server.baseURL.appendingPathComponent("users/1")
      let rounds = 1_000
      let transport: any HTTPTransport =
        transportName == "GuardedSession"
        ? GuardedSession() : URLSession(configuration: URLSessionConfiguration.default.withoutCache)
      let deliveries = Counter()
      let doubleDeliveries = Counter()
      await withTaskGroup(of: Void.self) { group in
        for round in 0..<rounds {
          group.addTask {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
              let delivered = Counter()
              let request = URLRequest(url: url)
              let disposable = transport.send(request) { _ in
                if delivered.increment() > 1 { doubleDeliveries.increment() }
                deliveries.increment()
              }
              let delay = DispatchTimeInterval.microseconds((round * 37) % 1_500)
              DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                disposable.dispose()
                done.resume()
              }
            }
          }
        }
      }
      #expect(doubleDeliveries.value == 0)
      #expect(deliveries.value <= rounds)
    }
  }
}

/// A counter incremented from any thread.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  @discardableResult func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
  var value: Int { lock.withLock { count } }
}
