import EmbeddedAPI
import Foundation
import Testing
import Networking
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a started request ended.
extension Outcome: Sendable where Value: Sendable {}

enum Outcome<Value> {
  case value(Value)
  case failed(CoreError)
  case interrupted
  case completedEmpty

  var value: Value? {
    if case let .value(value) = self { return value }
    return nil
  }

  var error: CoreError? {
    if case let .failed(error) = self { return error }
    return nil
  }
}

/// Starts `producer` and waits for its first value or its end.
func outcome<Value>(_ producer: SignalProducer<Value, CoreError>) async -> Outcome<Value> {
  await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedBox<Outcome<Value>>, Never>) in
    let resumed = OnceFlag()
    producer.start { event in
      let result: Outcome<Value>
      switch event {
      case let .value(value): result = .value(value)
      case let .failed(error): result = .failed(error)
      case .interrupted: result = .interrupted
      case .completed: result = .completedEmpty
      }
      if resumed.claim() { continuation.resume(returning: UncheckedBox(result)) }
    }
  }.value
}

struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

final class OnceFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var claimed = false
  func claim() -> Bool {
    lock.withLock {
      defer { claimed = true }
      return !claimed
    }
  }
}

/// Runs `body` against a fresh server with `faults`, and stops the server after.
func withServer<T>(
  faults: FaultPlan = FaultPlan(), lockout: LoginLockout = LoginLockout(),
  _ body: (EmbeddedAPIServer) async throws -> T
) async throws -> T {
  let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration(faults: faults, loginLockout: lockout))
  do {
    let result = try await body(server)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

/// A client of `server` with no retries (unless asked) and a short timeout.
func client(
  of server: EmbeddedAPIServer, scheduler: DateScheduler = QueueScheduler(name: "NetworkingTests"),
  retry: RetryPolicy = .never, timeout: TimeInterval = 10, log: (@Sendable (RequestLogEntry) -> Void)? = nil
) -> APIClient {
  APIClient(
    baseURL: server.baseURL, scheduler: scheduler,
    configuration: APIClient.Configuration(timeout: timeout, retryPolicy: retry, log: log), random: { 0 })
}

/// Waits for real I/O (a request in flight) until `condition` holds. After 10 s it records a
/// failure at the caller's line, saying what it waited for, and throws: a wait never ends
/// silently as if the condition had held.
func waitForIO(
  _ what: String = "the condition", sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool
) async throws {
  for _ in 0..<2_000 where !condition() {
    try await Task.sleep(for: .milliseconds(5))
  }
  guard condition() else {
    Issue.record("gave up after 10 s waiting for real I/O: \(what)", sourceLocation: sourceLocation)
    throw WaitTimedOut(what: what)
  }
}

/// A wait for real I/O that timed out.
struct WaitTimedOut: Error, CustomStringConvertible {
  let what: String
  var description: String { "gave up after 10 s waiting for \(what)" }
}

// Models of the three APIs, as an app would declare them.

struct Post: Decodable, Equatable, Sendable {
  let userId: Int
  let id: Int
  let title: String
  let body: String
}

struct Comment: Decodable, Equatable, Sendable {
  let postId: Int
  let id: Int
  let email: String
}

struct User: Decodable, Equatable, Sendable {
  let id: Int
  let name: String
  let username: String
  let address: Address

  struct Address: Decodable, Equatable, Sendable {
    let city: String
    let geo: Geo
  }

  struct Geo: Decodable, Equatable, Sendable {
    let lat: String
    let lng: String
  }
}

struct Beer: Decodable, Equatable, Sendable {
  let id: Int
  let name: String
  let firstBrewed: String
  let abv: Double
  let ibu: Double?
  let imageUrl: String?
  let foodPairing: [String]
}

struct SignedIn: Decodable, Equatable, Sendable {
  let accessToken: String
  let refreshToken: String
  let id: Int
  let username: String
  let firstName: String
}

struct Credentials: Encodable {
  let username: String
  let password: String
}

struct Profile: Decodable, Equatable, Sendable {
  let id: Int
  let username: String
  let email: String
}
