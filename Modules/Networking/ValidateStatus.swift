import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Signal where Value == (Data, URLResponse), Error == CoreError {
  /// Fails on a response that is not HTTP 2xx: 401 as `unauthorized`, 429 as `rateLimited`
  /// (with its `Retry-After`), any other as `httpStatus` with the body.
  public func validateStatus(now: @escaping @Sendable () -> Date = Date.init) -> Signal<Value, CoreError> {
    attemptMap { data, response in
      if let error = statusError(data: data, response: response, now: now()) { return .failure(error) }
      return .success((data, response))
    }
  }
}

extension SignalProducer where Value == (Data, URLResponse), Error == CoreError {
  /// Fails on a response that is not HTTP 2xx (see `Signal.validateStatus`).
  public func validateStatus(now: @escaping @Sendable () -> Date = Date.init) -> SignalProducer<Value, CoreError> {
    lift { $0.validateStatus(now: now) }
  }
}

/// The error a response stands for, or `nil` for 2xx.
func statusError(data: Data, response: URLResponse, now: Date) -> CoreError? {
  guard let http = response as? HTTPURLResponse else {
    return .transport(TransportFailure(.other, detail: "not an HTTP response"))
  }
  switch http.statusCode {
  case 200..<300: return nil
  case 401: return .unauthorized(message: CoreError.serverMessage(in: data))
  case 429:
    let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap { RetryAfter.seconds(from: $0, now: now) }
    return .rateLimited(retryAfter: retryAfter)
  default: return .httpStatus(code: http.statusCode, body: data)
  }
}

/// Reads a `Retry-After` header (RFC 9110, section 10.2.3): a delay in seconds, or an HTTP date
/// (see `HTTPDate`) that is turned into the seconds from `now`, never fewer than zero.
enum RetryAfter {
  static func seconds(from value: String, now: Date) -> TimeInterval? {
    let trimmed = value.trimmingOptionalWhitespace
    if let seconds = TimeInterval(trimmed), seconds >= 0, seconds.isFinite { return seconds }
    guard let date = HTTPDate.date(from: trimmed, now: now) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }
}

extension String {
  /// Without the spaces and tabs HTTP allows around a header's value.
  fileprivate var trimmingOptionalWhitespace: Substring {
    let isWhitespace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) })
    else {
      return ""
    }
    return self[first...last]
  }
}
