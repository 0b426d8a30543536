import Foundation

/// Whether a host names this machine's loopback interface, so that only its own programs reach
/// it: the one rule behind plain `http` in Networking (`HostRules`) and the admin route's
/// exposure in EmbeddedAPI. The file is compiled into both modules (EmbeddedAPI holds a symbolic
/// link to it): a server module does not depend on the client's, and a client library product
/// takes no server code.
///
/// Loopback is `localhost`, an IPv4 address in 127.0.0.0/8 written as four decimal numbers, and
/// IPv6 `::1` in any spelling (or IPv4-mapped 127.x.x.x). A name that merely starts with "127."
/// (`127.0.0.1.example.com`) is not: it resolves wherever its owner points it.
enum LoopbackHost {
  /// Whether `host` (a URL's host; brackets around an IPv6 address allowed) is loopback.
  static func contains(_ host: String) -> Bool {
    var host = host.lowercased()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host == "localhost" || host == "localhost." { return true }
    var ipv4 = in_addr()
    if inet_pton(AF_INET, host, &ipv4) == 1 {
      return withUnsafeBytes(of: &ipv4) { $0[0] == 127 }
    }
    var ipv6 = in6_addr()
    guard inet_pton(AF_INET6, host, &ipv6) == 1 else { return false }
    return withUnsafeBytes(of: &ipv6) { bytes in
      let isLoopback = bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1
      let isMappedLoopback =
        bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
      return isLoopback || isMappedLoopback
    }
  }
}
