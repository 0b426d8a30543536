import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A system error in words a person reads: Foundation's own words where it has some, never its
/// bare codes. On Linux many `URLError`s describe themselves only as "The operation could not be
/// completed. (NSURLErrorDomain error -1000.)", and a JSON parse failure prints as
/// "Error Domain=NSCocoaErrorDomain Code=3840 …".
enum SystemErrorWords {
  /// What `error` means, in a sentence without a final full stop.
  static func describe(_ error: any Error) -> String {
    if let urlError = error as? URLError {
      let words = urlError.localizedDescription
      return words.contains("ErrorDomain") || words == "(null)" ? meaning(of: urlError.code) : words
    }
    if let cocoaError = error as? CocoaError {
      let words = (cocoaError as NSError).localizedDescription
        .replacingOccurrences(of: "The operation could not be completed. ", with: "")
      let detail = cocoaError.userInfo[NSDebugDescriptionErrorKey] as? String
      return [words, detail.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
    }
    return "\(error)"
  }

  private static func meaning(of code: URLError.Code) -> String {
    switch code {
    case .badURL:
      "The system will not request this URL (on Linux, no URL with an IPv6 address in it: name the host instead)"
    case .unsupportedURL: "The system does not request URLs of this kind"
    case .timedOut: "The request timed out"
    case .cancelled: "The request was cancelled"
    case .cannotFindHost, .dnsLookupFailed: "The server's name could not be found"
    case .cannotConnectToHost: "Couldn't connect to server"
    case .networkConnectionLost: "The connection was lost before the answer arrived"
    case .notConnectedToInternet: "The device is offline"
    case .httpTooManyRedirects: "The server redirected the request too many times"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      "A secure connection to the server could not be made"
    default: "A network problem stopped the request"
    }
  }
}
