import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension CoreError {
  /// The error for what a transport reported (URLSession's `URLError`s, or any other error).
  public init(transportError error: any Error, timeout: TimeInterval? = nil) {
    if let error = error as? CoreError {
      self = error
      return
    }
    guard let urlError = error as? URLError else {
      self = .transport(TransportFailure(.other, detail: String(describing: error)))
      return
    }
    let detail = "URLError \(urlError.code.rawValue): \(urlError.localizedDescription)"
    switch urlError.code {
    case .cancelled: self = .cancelled
    case .timedOut: self = .timedOut(after: timeout ?? 0)
    case .cannotConnectToHost: self = .transport(TransportFailure(.cannotConnect, detail: detail))
    case .cannotFindHost, .dnsLookupFailed: self = .transport(TransportFailure(.hostNotFound, detail: detail))
    case .networkConnectionLost, .cannotParseResponse, .badServerResponse, .zeroByteResource:
      self = .transport(TransportFailure(.connectionLost, detail: detail))
    case .notConnectedToInternet: self = .transport(TransportFailure(.notConnectedToInternet, detail: detail))
    case .httpTooManyRedirects: self = .transport(TransportFailure(.tooManyRedirects, detail: detail))
    case .badURL, .unsupportedURL: self = .transport(TransportFailure(.unsupportedAddress, detail: detail))
    default: self = .transport(TransportFailure(.other, detail: detail))
    }
  }

  /// The error a decoding failure gives, naming the path of the field that failed.
  public init(decodingError error: any Error) {
    guard let error = error as? DecodingError else {
      self = .decoding(path: "", reason: String(describing: error))
      return
    }
    switch error {
    case let .typeMismatch(type, context):
      self = .decoding(path: Self.path(context.codingPath), reason: "expected \(type): \(context.debugDescription)")
    case let .valueNotFound(type, context):
      self = .decoding(path: Self.path(context.codingPath), reason: "missing \(type) value")
    case let .keyNotFound(key, context):
      self = .decoding(path: Self.path(context.codingPath + [key]), reason: "missing key")
    case let .dataCorrupted(context):
      self = .decoding(path: Self.path(context.codingPath), reason: Self.corruptionReason(context))
    @unknown default:
      self = .decoding(path: "", reason: String(describing: error))
    }
  }

  /// `[3].ingredients.malt[0].name` for a coding path.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  private static func corruptionReason(_ context: DecodingError.Context) -> String {
    guard context.codingPath.isEmpty else { return context.debugDescription }
    let detail = context.underlyingError.map { ($0 as NSError).localizedDescription } ?? context.debugDescription
    return "malformed JSON: \(detail)"
  }
}
