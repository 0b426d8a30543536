import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession: ReactiveCompatible {}

/// Why a request made through `URLSession.rx` failed, in words.
public enum RxCocoaURLError: Swift.Error, CustomStringConvertible, @unchecked Sendable {
  /// The server answered with a status outside 200–299 (`data(request:)` only).
  case httpRequestFailed(response: HTTPURLResponse, data: Data?)
  /// The request failed before an answer came (no connection, timeout, cancelled...).
  case requestFailed(request: URLRequest, reason: String)
  /// The answer was not HTTP.
  case nonHTTPResponse(response: URLResponse)
  /// `json(request:)` could not read the body as JSON.
  case deserializationError(error: Swift.Error)

  /// What went wrong, for a person (a password written into the URL shows as `<redacted>`).
  public var description: String {
    switch self {
    case let .httpRequestFailed(response, _):
      return "The server answered \(response.statusCode) for \(response.url?.textWithoutPassword ?? "the request")."
    case let .requestFailed(request, reason):
      return "The request to \(request.url?.textWithoutPassword ?? "the server") failed: \(reason)"
    case let .nonHTTPResponse(response):
      return "The answer from \(response.url?.textWithoutPassword ?? "the server") was not HTTP."
    case let .deserializationError(error):
      return "The answer was not the JSON expected: \(SystemErrorWords.describe(error))"
    }
  }
}

extension ReactiveCoreRx.Reactive where Base: URLSession {
  /// Sends the response and body of `request` once, then completes; disposing cancels the task.
  /// Every status is a response here; `data(request:)` fails on non-2xx.
  public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
    let session = base
    return Observable.create { observer in
      let task = session.dataTask(with: request) { data, response, error in
        if let error {
          observer.onError(RxCocoaURLError.requestFailed(request: request, reason: SystemErrorWords.describe(error)))
          return
        }
        guard let response else {
          observer.onError(RxCocoaURLError.requestFailed(request: request, reason: "no response"))
          return
        }
        guard let http = response as? HTTPURLResponse else {
          observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
          return
        }
        observer.onNext((http, data ?? Data()))
        observer.onCompleted()
      }
      task.resume()
      return Disposables.create { task.cancel() }
    }
  }

  /// Sends the body of `request` when the status is 200–299, else fails with
  /// `RxCocoaURLError.httpRequestFailed`.
  public func data(request: URLRequest) -> Observable<Data> {
    response(request: request).map { response, data in
      guard (200..<300).contains(response.statusCode) else {
        throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
      }
      return data
    }
  }

  /// The body of `request` as parsed JSON (`JSONSerialization`), for 200–299 answers.
  public func json(request: URLRequest) -> Observable<Any> {
    data(request: request).map { data in
      do { return try JSONSerialization.jsonObject(with: data) } catch {
        throw RxCocoaURLError.deserializationError(error: error)
      }
    }
  }

  /// `json(request:)` for a GET of `url`.
  public func json(url: URL) -> Observable<Any> {
    json(request: URLRequest(url: url))
  }
}
