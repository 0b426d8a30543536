import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport an `APIClient` uses unless given another: a URLSession that checks every
/// redirect before following it.
///
/// URLSession follows redirects on its own and copies the request's headers, `Authorization`
/// included, to wherever the server points. Here a redirect is followed only if its target
/// passes the client's `HostRules` (a refused one fails the request with a message naming the
/// target and the rule), and a redirect that leaves the origin of the request (scheme, host,
/// port) is followed without the `Authorization` header, so a bearer token only ever reaches the
/// origin it was meant for.
public final class GuardedSession: NSObject, HTTPTransport, @unchecked Sendable {
  /// The rules redirect targets must pass.
  public let hostRules: HostRules
  private let lock = NSLock()
  /// Why a task's redirect was refused, by task identifier, until the task completes.
  private var refusals: [Int: String] = [:]
  private var session: URLSession!

  /// A transport for clients with `hostRules`, over a session made from (a copy of)
  /// `configuration` without a `URLCache`.
  ///
  /// No cache because of a FoundationNetworking bug: with a `URLCache`, a task looks its
  /// response up on a background queue before it has a protocol, and cancelling it in that
  /// window can trap the process ("Trying to access a behaviour for a task that in not in the
  /// registry", swift-corelibs-foundation #3296). Disposing a request just after starting it is
  /// everyday reactive code (a search that changes, a screen that closes), so the transport
  /// must never trap on it (`CancellationRaceTests`).
  public init(hostRules: HostRules = HostRules(), configuration: URLSessionConfiguration = .default) {
    self.hostRules = hostRules
    super.init()
    session = URLSession(configuration: configuration.withoutCache, delegate: self, delegateQueue: nil)
  }

  private static let cacheLock = NSLock()
  nonisolated(unsafe) private static var cache: [HostRules: GuardedSession] = [:]

  /// One shared transport per set of host rules (a session lives as long as the process).
  public static func shared(for hostRules: HostRules) -> GuardedSession {
    cacheLock.withLock {
      if let existing = cache[hostRules] { return existing }
      let created = GuardedSession(hostRules: hostRules)
      cache[hostRules] = created
      return created
    }
  }

  /// Sends `request` as a data task; disposing the result cancels the task.
  public func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable {
    let timeout = request.timeoutInterval
    let gate = TaskCompletionGate()
    let identifier = LockedIdentifier()
    let task = session.dataTask(with: request) { [weak self] data, response, error in
      guard gate.finish() else { return }
      if let refusal = self?.takeRefusal(identifier.value) {
        completion(.failure(.invalidRequest(reason: refusal)))
      } else if let error {
        completion(.failure(CoreError(transportError: error, timeout: timeout)))
      } else if let response {
        completion(.success((data ?? Data(), response)))
      } else {
        completion(.failure(.transport(TransportFailure(.other, detail: "no response and no error"))))
      }
    }
    identifier.value = task.taskIdentifier
    task.resume()
    return AnyDisposable { gate.cancel(task) }
  }

  /// What to do with a redirect from `origin` to `target`: the request to follow, or why not.
  func decide(redirectTo target: URLRequest, from origin: URL?) -> Result<URLRequest, RedirectRefusal> {
    guard let url = target.url else {
      return .failure(RedirectRefusal(reason: "The server redirected to an invalid address."))
    }
    if let violation = hostRules.violation(for: url) {
      return .failure(
        RedirectRefusal(
          reason: "The server redirected to \(url.textWithoutPassword), which is not allowed: \(violation)."))
    }
    var request = target
    if let origin, !HostRules.isSameOrigin(url, as: origin) {
      request.setValue(nil, forHTTPHeaderField: "Authorization")
    }
    return .success(request)
  }

  private func record(_ refusal: String, for identifier: Int) {
    lock.withLock { refusals[identifier] = refusal }
  }

  private func takeRefusal(_ identifier: Int) -> String? {
    lock.withLock { refusals.removeValue(forKey: identifier) }
  }
}

/// Why a redirect was not followed.
struct RedirectRefusal: Error, Equatable {
  let reason: String
}

/// A task identifier set right after the task is made, read by its completion.
private final class LockedIdentifier: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = -1
  var value: Int {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

extension GuardedSession: URLSessionTaskDelegate {
  /// Follows the redirect if `decide` allows it (without the token when it leaves the origin);
  /// otherwise stops, and the request fails with the reason.
  public func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    switch decide(redirectTo: request, from: task.originalRequest?.url) {
    case let .success(allowed):
      completionHandler(allowed)
    case let .failure(refusal):
      record(refusal.reason, for: task.taskIdentifier)
      completionHandler(nil)
    }
  }
}

extension URLSessionConfiguration {
  /// A copy of this configuration without a `URLCache`: a session made from it can cancel
  /// tasks at any moment on Linux (see `GuardedSession.init`).
  public var withoutCache: URLSessionConfiguration {
    let copy = (self.copy() as? URLSessionConfiguration) ?? self
    copy.urlCache = nil
    return copy
  }
}
