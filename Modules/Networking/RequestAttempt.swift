import Foundation
import ReactiveCore
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt at a request: send it, fail it after the timeout, validate the status, log the
/// outcome. The same as `transport.data(with:).timeout(…).validateStatus()` plus a logging
/// wrapper, fused into one producer because this is every request's hot path: one signal instead
/// of four, and no operator closures to build per request.
struct RequestAttempt: Sendable {
  let transport: any HTTPTransport
  let scheduler: DateScheduler
  let timeout: TimeInterval
  let log: (@Sendable (RequestLogEntry) -> Void)?

  /// A cold producer of the validated response to `request`; each start sends it again.
  func producer(for request: URLRequest, bodyIsSecret: Bool) -> SignalProducer<(Data, HTTPURLResponse), CoreError> {
    let attempt = self
    return SignalProducer { observer, lifetime in
      let outcome = OutcomeGate()
      let started = attempt.log == nil ? nil : Date()
      // After disposal nothing is reported: not the cancellation, not a late timeout.
      lifetime.observeEnded { _ = outcome.claim() }
      @Sendable func finish(_ result: Result<(Data, HTTPURLResponse), CoreError>) {
        guard outcome.claim() else { return }
        if let log = attempt.log, let started { log(Self.logEntry(request, bodyIsSecret, result, since: started)) }
        switch result {
        case let .success(response):
          observer.send(value: response)
          observer.sendCompleted()
        case let .failure(error):
          observer.send(error: error)
        }
      }
      let task = attempt.transport.send(request) { [timeout = attempt.timeout] result in
        // URLSession's own timeout is only a backstop a second above ours (it may win when the
        // scheduler is virtual or busy): either way the request took longer than `timeout`.
        if case .failure(.timedOut) = result { return finish(.failure(.timedOut(after: timeout))) }
        finish(result.flatMap(Self.validated))
      }
      lifetime += task
      let deadline = attempt.scheduler.currentDate.addingTimeInterval(attempt.timeout)
      lifetime += attempt.scheduler.schedule(after: deadline) { [timeout = attempt.timeout] in
        // Claim the outcome before cancelling: the cancelled task's own report must lose.
        finish(.failure(.timedOut(after: timeout)))
        task.dispose()
      }
    }
  }

  /// The response if it is HTTP 2xx, else the error it stands for.
  static func validated(_ data: Data, _ response: URLResponse) -> Result<(Data, HTTPURLResponse), CoreError> {
    if let error = statusError(data: data, response: response, now: Date()) { return .failure(error) }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport(TransportFailure(.other, detail: "not an HTTP response")))
    }
    return .success((data, http))
  }

  private static func logEntry(
    _ request: URLRequest, _ bodyIsSecret: Bool, _ result: Result<(Data, HTTPURLResponse), CoreError>,
    since started: Date
  ) -> RequestLogEntry {
    let status: Int?
    let error: CoreError?
    switch result {
    case let .success((_, response)): (status, error) = (response.statusCode, nil)
    case let .failure(.httpStatus(code, body)): (status, error) = (code, .httpStatus(code: code, body: body))
    case let .failure(failure): (status, error) = (nil, failure)
    }
    return RequestLogEntry(
      request: request, bodyIsSecret: bodyIsSecret, status: status, error: error,
      duration: Date().timeIntervalSince(started))
  }
}

/// Lets exactly one outcome of an attempt through: the response, the timeout or the disposal.
private final class OutcomeGate: Sendable {
  private let claimed = Atomic<Bool>(false)

  /// `true` for the first caller only.
  func claim() -> Bool {
    !claimed.exchange(true, ordering: .acquiringAndReleasing)
  }
}
