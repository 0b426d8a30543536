import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that counts the requests it has in flight, for waiting until the network is quiet
/// (the demo's scripted runs wait on it) or polling an activity indicator. It sends through
/// `base`.
///
/// A request counts from `send` until its completion has returned (so whatever the response
/// started is under way before the count drops) or until it is cancelled.
public final class ActivityTrackingTransport: HTTPTransport, @unchecked Sendable {
  /// The transport requests go through.
  public let base: any HTTPTransport
  private let lock = NSLock()
  private var count = 0

  /// Creates a transport that sends through `base` (by default the redirect-checking
  /// `GuardedSession` with the default host rules).
  public init(wrapping base: any HTTPTransport = GuardedSession.shared(for: HostRules())) {
    self.base = base
  }

  /// How many requests are in flight now.
  public var requestsInFlight: Int { lock.withLock { count } }

  /// Sends `request` through `base`, counting it while it is in flight.
  public func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable {
    change(by: 1)
    let finished = AnyDisposable { [weak self] in self?.change(by: -1) }
    let task = base.send(request) { result in
      completion(result)
      finished.dispose()
    }
    return AnyDisposable {
      task.dispose()
      finished.dispose()
    }
  }

  private func change(by delta: Int) {
    lock.withLock { count += delta }
  }
}
