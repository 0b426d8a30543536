/// The two ways the server writes the host it listens on: the socket wants an IPv6 address
/// bare (`::1`), while a URL and a message put it in brackets before `:port` (`[::1]:8080`).
/// Users give either spelling to `--host`.
enum HostSpelling {
  /// `host` as the socket takes it: `[::1]`, as a URL writes it, is `::1`.
  static func address(_ host: String) -> String {
    host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
  }

  /// `host` as it stands before `:port` in a URL: an IPv6 address in brackets.
  static func inURL(_ host: String) -> String {
    host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
  }
}
