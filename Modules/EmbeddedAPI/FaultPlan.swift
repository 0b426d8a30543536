import Foundation

/// A fault the server injects for one path, for tests of clients' error handling.
public enum Fault: Sendable, Equatable {
  /// Answer with `status` (and a JSON `{"message"}` body) instead of the real response, for the
  /// first `times` requests (all if `nil`); `retryAfter` adds that header.
  case status(Int, retryAfter: Int? = nil, times: Int? = nil)
  /// Wait this long before answering (at most `Fault.longestDelay`; a longer wait is cut to it).
  case delay(TimeInterval)
  /// Send the headers and half the body, then close the connection.
  case dropConnectionMidBody
  /// Answer 200 with a body that is not valid JSON (the real one, cut short).
  case malformedJSON
  /// Answer `status` (302 unless given) with `Location: location`, sending the client elsewhere.
  case redirect(to: String, status: Int = 302)

  /// The longest a request waits for a `delay` or the plan's `latency`: an hour. Written as text
  /// (`delay:SECONDS`, `--latency`), a longer wait is refused; set in code, it is cut to this.
  /// (A wait of 1e308 seconds stopped the server: no clock counts that far.)
  public static let longestDelay: TimeInterval = 3600
}

/// The faults a server injects: a latency added to every request, and faults for request paths
/// (`/posts`, or `/posts*` for every path that starts so), each for a share of the requests.
public struct FaultPlan: Sendable, Equatable {
  /// Added to every response (at most `Fault.longestDelay`; a longer one is cut to it).
  public var latency: TimeInterval
  /// Faults by request path (without the query); a path ending in `*` matches by prefix.
  public var faults: [String: Fault]
  /// The share of requests (from 0 to 1) that get the path's fault; 1 when not given. Spread
  /// evenly and deterministically: at 0.5, every second request.
  public var rates: [String: Double]

  /// Creates a plan; the default injects nothing.
  public init(latency: TimeInterval = 0, faults: [String: Fault] = [:], rates: [String: Double] = [:]) {
    self.latency = latency
    self.faults = faults
    self.rates = rates
  }

  /// The key of `faults` that serves `path`: itself, else the longest matching prefix pattern.
  func key(for path: String) -> String? {
    if faults[path] != nil { return path }
    return faults.keys.filter { $0.hasSuffix("*") && path.hasPrefix($0.dropLast()) }.max { $0.count < $1.count }
  }
}

/// The faults in force while the server runs: set at start, changed through the admin route.
/// Counts requests per rule, for `times` and rates.
final class FaultBoard: @unchecked Sendable {
  private let lock = NSLock()
  private var plan: FaultPlan
  private var counts: [String: Int] = [:]

  init(_ plan: FaultPlan) {
    self.plan = plan
  }

  /// The latency added to every response.
  var latency: TimeInterval { lock.withLock { plan.latency } }

  /// The plan now.
  var current: FaultPlan { lock.withLock { plan } }

  /// The fault this request to `path` gets, if any (counting it).
  func fault(for path: String) -> Fault? {
    lock.withLock {
      guard let key = plan.key(for: path), let fault = plan.faults[key] else { return nil }
      let seen = counts[key, default: 0]
      counts[key] = seen + 1
      if case let .status(_, _, times?) = fault, seen >= times { return nil }
      let rate = min(1, max(0, plan.rates[key] ?? 1))
      // The n-th request is hit when the running total of the rate crosses a whole number.
      guard (Double(seen + 1) * rate).rounded(.down) > (Double(seen) * rate).rounded(.down) else { return nil }
      return fault
    }
  }

  /// Sets (or replaces) the fault of `path`.
  func set(_ fault: Fault, for path: String, rate: Double) {
    lock.withLock {
      plan.faults[path] = fault
      plan.rates[path] = rate
      counts[path] = nil
    }
  }

  /// Removes the fault of `path`, or every fault (and the latency) when `path` is nil.
  func clear(_ path: String?) {
    lock.withLock {
      if let path {
        plan.faults[path] = nil
        plan.rates[path] = nil
        counts[path] = nil
      } else {
        plan = FaultPlan()
        counts = [:]
      }
    }
  }
}
