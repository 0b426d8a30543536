import Foundation

/// The security rules for where requests may go and what travels with them.
public struct HostRules: Sendable, Hashable {
  /// Hosts other than loopback that may be reached over plain `http` (none by default).
  public var insecureHostsAllowed: Set<String>

  /// Creates rules; by default plain `http` is allowed to loopback only.
  public init(insecureHostsAllowed: Set<String> = []) {
    self.insecureHostsAllowed = insecureHostsAllowed
  }

  /// Why `url` may not be requested, or `nil` if it may.
  public func violation(for url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
      return "not an absolute http(s) URL"
    }
    switch scheme {
    case "https": return nil
    case "http":
      if Self.isLoopback(host) || insecureHostsAllowed.contains(host) { return nil }
      return "plain http to \(host) is not allowed (only to loopback, unless allowed explicitly)"
    default: return "unsupported scheme \(scheme)"
    }
  }

  /// Whether `url` is on the same origin (scheme, host, port) as `base`: only such requests carry
  /// the client's Authorization token.
  public static func isSameOrigin(_ url: URL, as base: URL) -> Bool {
    url.scheme?.lowercased() == base.scheme?.lowercased() && url.host?.lowercased() == base.host?.lowercased()
      && effectivePort(url) == effectivePort(base)
  }

  /// Whether `host` names this machine's loopback interface: `localhost`, 127.x.x.x written as
  /// an IPv4 address, or `::1`. A name that starts with "127." (`127.0.0.1.example.com`) is not.
  public static func isLoopback(_ host: String) -> Bool {
    LoopbackHost.contains(host)
  }

  private static func effectivePort(_ url: URL) -> Int? {
    url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
  }
}
