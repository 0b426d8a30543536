/// Whether frames are written with ANSI styles or as plain text.
public enum ColorMode: Sendable, Equatable {
  /// Styles and colours as ANSI sequences.
  case styled
  /// Plain text: no escape sequence at all.
  case plain

  /// What the user asked for on the command line (`--color auto|always|never`).
  public enum Preference: String, Sendable, CaseIterable {
    /// Styled on a colour-capable terminal, plain otherwise.
    case auto
    /// Always styled.
    case always
    /// Always plain.
    case never
  }

  /// The mode to use: `never` and `always` win; otherwise plain when `NO_COLOR` is set (to
  /// anything non-empty, per no-color.org), when `TERM` is `dumb` or unset, or when the output is
  /// not a terminal; styled otherwise.
  public static func detect(
    preference: Preference = .auto, environment: [String: String], outputIsTerminal: Bool
  ) -> ColorMode {
    switch preference {
    case .always: return .styled
    case .never: return .plain
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
      guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .plain }
      return outputIsTerminal ? .styled : .plain
    }
  }
}
