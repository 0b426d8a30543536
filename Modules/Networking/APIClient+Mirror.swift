extension APIClient: CustomReflectable {
  /// The base URL (a password in it redacted), the configuration, and whether a token is set,
  /// never the token itself: a `dump` of a client (in a log, a debugger's `po`, a test
  /// failure's value tree) cannot leak it.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "baseURL": baseURL.textWithoutPassword, "configuration": configuration,
        "authorizationToken": authorizationToken == nil ? "none" : "<redacted>",
      ],
      displayStyle: .class)
  }
}
