import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Retries: which requests, which errors, which delays (virtual time).
@Suite("Networking: retry with backoff")
struct RetryTests {
  @Test("the policy: exponential backoff with jitter; Retry-After wins when longer; final errors never retry")
  func policy() {
    let policy = RetryPolicy(maxRetries: 3, backoff: Backoff(initial: 1, multiplier: 2, maximum: 3, jitter: 0.5))
    let failure = CoreError.httpStatus(code: 503, body: Data())
    #expect(policy.delay(forAttempt: 1, after: failure, random: 0) == 1)
    #expect(policy.delay(forAttempt: 2, after: failure, random: 0) == 2)
    #expect(policy.delay(forAttempt: 3, after: failure, random: 0) == 3)
    #expect(policy.delay(forAttempt: 2, after: failure, random: 1) == 1)
    #expect(policy.delay(forAttempt: 4, after: failure, random: 0) == nil)
    #expect(policy.delay(forAttempt: 1, after: .rateLimited(retryAfter: 10), random: 0) == 10)
    #expect(policy.delay(forAttempt: 1, after: .rateLimited(retryAfter: 600), random: 0) == nil)
    #expect(policy.delay(forAttempt: 1, after: .httpStatus(code: 404, body: Data()), random: 0) == nil)
    #expect(policy.delay(forAttempt: 1, after: .decoding(path: "", reason: ""), random: 0) == nil)
    #expect(policy.delay(forAttempt: 1, after: .cancelled, random: 0) == nil)
  }

  @Test("a GET failing twice with 503 succeeds on the third attempt, after 1 s and 2 s of virtual time")
  func retriesIdempotentRequests() async throws {
    let faults = FaultPlan(faults: ["/posts/3": .status(503, times: 2)])
    try await withServer(faults: faults) { server in
      let scheduler = TestScheduler()
      let attempts = AttemptLog(scheduler)
      let api = countingClient(
        of: server, attempts, policy: RetryPolicy(maxRetries: 3, backoff: Backoff(initial: 1, multiplier: 2)))
      let result = Task { await outcome(api.request(Endpoint<Post>.get("/posts/3"))) }
      for (index, backoff) in [1.0, 2.0].enumerated() {
        // Wait for the failed response to be handled (its retry is then scheduled).
        try await waitForIO("attempt \(index + 1) finished") { attempts.finishedCount == index + 1 }
        await scheduler.advance(by: backoff)
      }
      let post = await result.value.value
      #expect(post?.id == 3)
      #expect(attempts.startTimes == [0, 1, 3])
    }
  }

  @Test("a POST is not retried; a 429 is retried after its Retry-After")
  func postsAreNotRetried() async throws {
    let faults = FaultPlan(faults: [
      "/auth/login": .status(503, times: 1), "/posts/4": .status(429, retryAfter: 5, times: 1),
    ])
    try await withServer(faults: faults) { server in
      let scheduler = TestScheduler()
      let attempts = AttemptLog(scheduler)
      let api = countingClient(of: server, attempts)
      let login = try Endpoint<SignedIn>.post(
        "/auth/login", json: Credentials(username: "emilys", password: "emilyspass"))
      let error = await outcome(api.request(login)).error
      #expect(error == .httpStatus(code: 503, body: Data(#"{"message":"Injected fault: status 503"}"#.utf8)))
      #expect(attempts.count == 1)

      let result = Task { await outcome(api.request(Endpoint<Post>.get("/posts/4"))) }
      try await waitForIO("two attempts finished") { attempts.finishedCount == 2 }
      await scheduler.advance(by: 4.9)
      #expect(attempts.count == 2)
      await scheduler.advance(by: 0.1)
      #expect(await result.value.value?.id == 4)
      #expect(attempts.startTimes.last == 5)
    }
  }
}

/// A client of `server` whose attempts go through `attempts` and whose retries (by `policy`,
/// three after a second each unless told) wait on `attempts`' virtual clock.
func countingClient(
  of server: EmbeddedAPIServer, _ attempts: AttemptLog,
  policy: RetryPolicy = RetryPolicy(maxRetries: 3, backoff: .constant(1))
) -> APIClient {
  APIClient(
    baseURL: server.baseURL, transport: attempts, scheduler: attempts.scheduler,
    configuration: APIClient.Configuration(retryPolicy: policy))
}

/// The real URLSession transport, noting the virtual time at which each attempt starts.
final class AttemptLog: HTTPTransport, @unchecked Sendable {
  let scheduler: TestScheduler
  private let lock = NSLock()
  private var starts: [TimeInterval] = []
  private var finished = 0

  init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

  var startTimes: [TimeInterval] { lock.withLock { starts } }
  var count: Int { startTimes.count }
  /// Attempts whose response has been handled by the client.
  var finishedCount: Int { lock.withLock { finished } }

  func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable {
    let now = scheduler.currentDate.timeIntervalSinceReferenceDate
    lock.withLock { starts.append(now) }
    return URLSession.shared.send(request) { [self] result in
      completion(result)
      lock.withLock { finished += 1 }
    }
  }
}
