extension UIScript {
  /// The command words, for error messages and suggestions.
  public static let commandNames = ["type", "paste", "press", "choose", "wait", "expect", "frame"]

  /// Reads a script; throws the first wrong line.
  public init(parsing text: String) throws(UIScriptError) {
    var steps: [Step] = []
    // "\r\n" is one Character, so splitting on "\n" alone kept CRLF scripts on one line.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    for (index, rawLine) in lines.enumerated() {
      let line = rawLine.trimmingBlanks()
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      steps.append(Step(line: index + 1, command: try Self.command(in: line, line: index + 1)))
    }
    self.init(steps: steps)
  }

  private static func command(in text: Substring, line: Int) throws(UIScriptError) -> Command {
    let word = text.prefix { !$0.isWhitespace }
    let argument = text.dropFirst(word.count).trimmingBlanks()
    switch word.lowercased() {
    case "type":
      let typed = try self.text(argument, line: line, for: "type")
      guard !typed.isEmpty else { throw UIScriptError(line: line, "type needs some text") }
      return .type(typed)
    case "paste":
      let pasted = try self.text(argument, line: line, for: "paste")
      guard !pasted.isEmpty else { throw UIScriptError(line: line, "paste needs some text") }
      return .paste(pasted)
    case "press": return try press(argument, line: line)
    case "choose":
      if let number = Int(argument) {
        guard number >= 1 else { throw UIScriptError(line: line, "choose counts rows from 1, not \(number)") }
        return .choose(.number(number))
      }
      let text = try self.text(argument, line: line, for: "choose")
      guard !text.isEmpty else { throw UIScriptError(line: line, "choose needs a row number or some text") }
      return .choose(.containing(text))
    case "wait":
      guard !argument.isEmpty else { return .wait(timeout: defaultWaitTimeout) }
      guard let seconds = Double(argument), seconds > 0, seconds <= 600 else {
        throw UIScriptError(line: line, "wait takes a number of seconds from 0 to 600, not \(quoted(argument))")
      }
      return .wait(timeout: seconds)
    case "expect":
      let expected = try self.text(argument, line: line, for: "expect")
      guard !expected.isEmpty else { throw UIScriptError(line: line, "expect needs the text to look for") }
      return .expect(expected)
    case "frame": return .frame(title: try self.text(argument, line: line, for: "frame"))
    default:
      let known = commandNames.joined(separator: ", ")
      if let suggestion = commandNames.first(where: { editDistance($0, word.lowercased()) <= 2 }) {
        throw UIScriptError(line: line, "unknown command \(quoted(word)) (did you mean “\(suggestion)”?)")
      }
      throw UIScriptError(line: line, "unknown command \(quoted(word)) (commands: \(known))")
    }
  }

  private static func press(_ argument: Substring, line: Int) throws(UIScriptError) -> Command {
    let parts = argument.split(whereSeparator: \.isWhitespace)
    guard let name = parts.first else { throw UIScriptError(line: line, "press needs a key name") }
    guard parts.count <= 2 else { throw UIScriptError(line: line, "press takes a key and an optional count") }
    guard let key = Key(name: String(name)) else {
      let names = Key.namedKeys.map(\.name).joined(separator: ", ")
      throw UIScriptError(line: line, "unknown key \(quoted(name)) (keys: \(names), ctrl-<letter>, or one character)")
    }
    guard parts.count == 2 else { return .press(key, times: 1) }
    guard let times = Int(parts[1]), (1...1_000).contains(times) else {
      throw UIScriptError(line: line, "press count must be from 1 to 1000, not \(quoted(parts[1]))")
    }
    return .press(key, times: times)
  }

  /// The argument as written, or the inside of a double-quoted one (with `\"`, `\\` and `\n`,
  /// a line break; a backslash before anything else keeps that character).
  private static func text(_ argument: Substring, line: Int, for command: String) throws(UIScriptError) -> String {
    guard argument.first == "\"" else { return String(argument) }
    var result = ""
    var escaping = false
    for (offset, character) in argument.dropFirst().enumerated() {
      if escaping {
        result.append(character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        guard offset == argument.count - 2 else {
          throw UIScriptError(line: line, "\(command): text after the closing quote")
        }
        return result
      } else {
        result.append(character)
      }
    }
    throw UIScriptError(line: line, "\(command): the quote is not closed")
  }
}

/// `text` between quotes for an error message, kept on one printable line: control characters,
/// line and paragraph separators and invisible format characters are shown as `\u{…}`.
private func quoted(_ text: Substring) -> String {
  var shown = ""
  for scalar in text.unicodeScalars {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .format:
      shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default:
      shown.unicodeScalars.append(scalar)
    }
  }
  return "“\(shown)”"
}

/// The Levenshtein distance between two short words.
private func editDistance(_ a: String, _ b: String) -> Int {
  let b = Array(b)
  var previous = Array(0...b.count)
  for (i, characterOfA) in a.enumerated() {
    var current = [i + 1]
    for (j, characterOfB) in b.enumerated() {
      current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (characterOfA == characterOfB ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}

extension Substring {
  /// Without the spaces, tabs and carriage returns around it.
  fileprivate func trimmingBlanks() -> Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}
