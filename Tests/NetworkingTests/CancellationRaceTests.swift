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
      // How long an answer takes with ten in flight on this machine and build (10-25 ms here,
      // more under a sanitizer): the disposals are spread over twice that.
      let answerTime = await Self.slowestAnswer(of: 10, to: url, through: transport)
      let spread = max(Int(answerTime * 2_000_000), 1_000)
      // Ten requests at a time: a thousand at once queue so long behind each other that every
      // one was disposed before its answer (measured: 0 of 1,000 delivered), and nothing raced.
      for batch in stride(from: 0, to: rounds, by: 10) {
        await withTaskGroup(of: Void.self) { group in
          for round in batch..<batch + 10 {
            group.addTask {
              await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let delivered = Counter()
                let request = URLRequest(url: url)
                let disposable = transport.send(request) { _ in
                  if delivered.increment() > 1 { doubleDeliveries.increment() }
                  deliveries.increment()
                }
                let delay = DispatchTimeInterval.microseconds((round * 397) % spread)
                DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                  disposable.dispose()
                  done.resume()
                }
              }
            }
          }
        }
      }
      #expect(doubleDeliveries.value == 0)
      // The race ran both ways: some requests answered before their disposal (delivered), some
      // were disposed first (nothing delivered). Without both, the test proved nothing.
      #expect(deliveries.value > 0, "no request completed before its disposal")
      #expect(deliveries.value < rounds, "every request completed before its disposal")
    }
  }

  /// The time, in seconds, until the last of `count` requests sent at once is answered.
  static func slowestAnswer(of count: Int, to url: URL, through transport: any HTTPTransport) async -> TimeInterval {
    let start = Date()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<count {
        group.addTask {
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = transport.send(URLRequest(url: url)) { _ in done.resume() }
          }
        }
      }
    }
    return Date().timeIntervalSince(start)
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
