/// Keys by name, as scripts and key hints write them: `enter`, `tab`, `shift-tab`, `esc`,
/// `backspace`, `delete`, `up`, `down`, `left`, `right`, `home`, `end`, `pgup`, `pgdn`,
/// `space`, `ctrl-<letter>`, or a single character (`n`, `?`, `é`).
extension Key {
  /// The names `init(name:)` accepts for the keys that are not characters, with their keys.
  public static let namedKeys: [(name: String, key: Key)] = [
    ("enter", .enter), ("tab", .tab), ("shift-tab", .shiftTab), ("esc", .escape), ("backspace", .backspace),
    ("delete", .delete), ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home),
    ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown), ("space", .character(" ")),
  ]

  private static let aliases: [String: Key] = [
    "return": .enter, "escape": .escape, "backtab": .shiftTab, "pageup": .pageUp, "pagedown": .pageDown,
    "del": .delete,
  ]

  /// The key called `name` (case-insensitive for names, exact for a single character), or `nil`.
  public init?(name: String) {
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    let lowered = name.lowercased()
    if let named = Self.namedKeys.first(where: { $0.name == lowered }) {
      self = named.key
    } else if let alias = Self.aliases[lowered] {
      self = alias
    } else if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isLetter,
      letter.isASCII
    {
      self = .control(letter)
    } else {
      return nil
    }
  }

  /// The key's name, as `init(name:)` reads it back.
  public var name: String {
    if let named = Self.namedKeys.first(where: { $0.key == self }) { return named.name }
    switch self {
    case let .character(character): return String(character)
    case let .control(letter): return "ctrl-\(letter)"
    default: return "\(self)"
    }
  }
}
