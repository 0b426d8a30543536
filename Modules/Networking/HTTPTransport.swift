import Foundation
import ReactiveCore
import Synchronization

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
  public func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable {
    let timeout = request.timeoutInterval
    let finished = FinishedFlag()
    let task = dataTask(with: request) { data, response, error in
      finished.set()
      if let error {
        completion(.failure(CoreError(transportError: error, timeout: timeout)))
      } else if let response {
        completion(.success((data ?? Data(), response)))
      } else {
        completion(.failure(.transport(TransportFailure(.other, detail: "no response and no error"))))
      }
    }
    task.resume()
    // Cancelling a finished task is not free on Linux (it synchronises with the session's
    // queue), and the disposal after every completed request would pay it.
    return AnyDisposable { if !finished.isSet { task.cancel() } }
  }
}

/// Set once a task's completion handler has run.
private final class FinishedFlag: Sendable {
  private let value = Atomic<Bool>(false)
  var isSet: Bool { value.load(ordering: .acquiring) }
  func set() { value.store(true, ordering: .releasing) }
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
