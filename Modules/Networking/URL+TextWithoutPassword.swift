import Foundation

// Compiled into Networking and, through a symbolic link, into ReactiveCoreRx (whose
// `URLSession.rx` errors name the URL): neither module depends on the other.
extension URL {
  /// The URL as text with a password written into it (`http://user:pass@host`, which a base
  /// URL can carry) replaced by `<redacted>`: what logs, dumps and error messages show, since a
  /// password is never printed.
  var textWithoutPassword: String {
    var text = absoluteString
    // The user information ends at the authority's first "@" (one inside it is percent-encoded);
    // the password is what follows its first ":".
    guard password != nil, let authority = text.range(of: "://")?.upperBound,
      let at = text[authority...].firstIndex(of: "@"),
      let colon = text[authority..<at].firstIndex(of: ":")
    else { return text }
    text.replaceSubrange(text.index(after: colon)..<at, with: "<redacted>")
    return text
  }
}
