/// An HTTP request method, and whether repeating it is safe.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method's name (`GET`).
  public let rawValue: String

  /// Creates a method from its name.
  public init(rawValue: String) {
    self.rawValue = rawValue.uppercased()
  }

  /// Whether sending the request twice has the effect of sending it once (RFC 9110): only such
  /// requests are retried automatically.
  public var isIdempotent: Bool {
    ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"].contains(rawValue)
  }

  /// The method's name.
  public var description: String { rawValue }

  /// `GET`
  public static let get = HTTPMethod(rawValue: "GET")
  /// `POST`
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `HEAD`
  public static let head = HTTPMethod(rawValue: "HEAD")
}
