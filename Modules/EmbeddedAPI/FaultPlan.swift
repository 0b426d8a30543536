import Foundation

/// A fault the server injects for one path, for tests of clients' error handling.
public enum Fault: Sendable, Equatable {
  /// Answer with `status` (and a JSON `{"message"}` body) instead of the real response, for the
  /// first `times` requests (all if `nil`); `retryAfter` adds that header.
  case status(Int, retryAfter: Int? = nil, times: Int? = nil)
  /// Wait this long before answering.
  case delay(TimeInterval)
  /// Send the headers and half the body, then close the connection.
  case dropConnectionMidBody
  /// Answer 200 with a body that is not valid JSON (the real one, cut short).
  case malformedJSON
  /// Answer `status` (302 unless given) with `Location: location`, sending the client elsewhere.
  case redirect(to: String, status: Int = 302)
}

/// The faults a server injects, set when it starts: a latency added to every request, and
/// faults for exact request paths (`/posts`).
public struct FaultPlan: Sendable, Equatable {
  /// Added to every response.
  public var latency: TimeInterval
  /// Faults by exact request path.
  public var faults: [String: Fault]

  /// Creates a plan; the default injects nothing.
  public init(latency: TimeInterval = 0, faults: [String: Fault] = [:]) {
    self.latency = latency
    self.faults = faults
  }
}

/// Counts requests per path so `Fault.status(_, times:)` stops after its count.
final class FaultCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// Counts a request to `path` and tells how many came before it.
  func next(_ path: String) -> Int {
    lock.withLock {
      defer { counts[path, default: 0] += 1 }
      return counts[path, default: 0]
    }
  }
}
