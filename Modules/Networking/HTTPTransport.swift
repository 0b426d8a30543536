import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request and reports its response: what the networking layer needs from
/// URLSession, so other clients (or an instrumented one) can plug in.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and calls `completion` once with the body and response, or the failure.
  /// Disposing the result cancels the request; `completion` may then not be called.
  func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable
}

extension HTTPTransport {
  /// A cold producer of the response to `request`: each start sends it, disposing cancels it.
  public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), CoreError> {
    SignalProducer { observer, lifetime in
      let task = self.send(request) { result in
        switch result {
        case let .success(response):
          observer.send(value: response)
          observer.sendCompleted()
        case let .failure(error):
          observer.send(error: error)
        }
      }
      lifetime += task
    }
  }
}

extension URLSession: HTTPTransport {
  /// Sends `request` as a data task; disposing the result cancels the task.
  ///
  /// On Linux, give it a session without a `URLCache` (`URLSessionConfiguration.withoutCache`,
  /// as `GuardedSession` does) if requests may be disposed just after they start: with a cache,
  /// FoundationNetworking can trap on such a cancellation. `URLSession.shared` has a cache.
  public func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable {
    let timeout = request.timeoutInterval
    let gate = TaskCompletionGate()
    let task = dataTask(with: request) { data, response, error in
      guard gate.finish() else { return }
      if let error {
        completion(.failure(CoreError(transportError: error, timeout: timeout)))
      } else if let response {
        completion(.success((data ?? Data(), response)))
      } else {
        completion(.failure(.transport(TransportFailure(.other, detail: "no response and no error"))))
      }
    }
    task.resume()
    return AnyDisposable { gate.cancel(task) }
  }
}

/// Keeps `URLSessionTask.cancel()` from racing the task's own completion.
///
/// On Linux, cancelling a task while its completion handler runs can let the session forget
/// the task before the cancellation reaches it, and FoundationNetworking then traps
/// ("Trying to access a behaviour for a task that in not registered"). The gate makes the
/// two exclusive: a task is cancelled only if its completion has not begun, and the
/// completion is delivered at most once. Skipping `cancel()` once finished also saves the
/// synchronisation with the session's queue that every completed request would otherwise pay.
final class TaskCompletionGate: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = false

  /// Marks the task finished; false if it already was (a second completion is dropped).
  func finish() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if finished { return false }
    finished = true
    return true
  }

  /// Cancels `task` unless its completion has begun.
  func cancel(_ task: URLSessionTask) {
    lock.lock()
    defer { lock.unlock() }
    if finished { return }
    finished = true
    task.cancel()
  }
}

extension URLSession: ReactiveExtensionsProvider {}

extension Reactive where Base: URLSession {
  /// A cold producer of the response to `request` (ReactiveSwift's `URLSession.reactive.data`):
  /// nothing is sent until it starts, and disposing it cancels the task. Every status is a
  /// value here; `validateStatus()` turns non-2xx into errors.
  public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), CoreError> {
    base.data(with: request)
  }
}
