extension StringProtocol {
  /// The text safe to write to a terminal: control characters (including ESC, so data can never
  /// inject escape sequences) become U+FFFD, and tabs become a space.
  public var terminalSafe: String {
    guard utf8.contains(where: Self.mayStartControl) else { return String(self) }
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars { result.unicodeScalars.append(scalar.terminalSafe) }
    return result
  }

  /// Whether `byte` may begin a control: a C0 control or DEL, or the lead byte of a C1 control
  /// (U+0080-U+009F, encoded C2 80-9F; a false alarm only costs the slower path).
  static func mayStartControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }

  /// The text cut to at most `width` columns, ending with "…" when something was cut. Never
  /// splits a character: a wide one that does not fit is left out whole.
  public func truncated(toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard displayWidth > width else { return String(self) }
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = character.displayWidth
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    while result.last?.isWhitespace == true { result.removeLast() }
    return result + "…"
  }

  /// The text cut or padded with spaces to exactly `width` columns.
  public func padded(toWidth width: Int) -> String {
    let cut = truncated(toWidth: width)
    return cut + String(repeating: " ", count: Swift.max(0, width - cut.displayWidth))
  }

  /// The text in lines of at most `width` columns: paragraphs stay apart, lines break at
  /// spaces, and a word longer than a line breaks between characters.
  public func wrapped(toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      let linesBefore = lines.count
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        var wordWidth = word.displayWidth
        if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        // Break a word that does not fit on a line of its own. What is left of it loses the
        // width of each piece (measuring the rest again would make a long word quadratic).
        while wordWidth > width {
          var piece = ""
          var pieceWidth = 0
          var rest = word.startIndex
          for index in word.indices {
            let characterWidth = word[index].displayWidth
            if pieceWidth + characterWidth > width { break }
            piece.append(word[index])
            pieceWidth += characterWidth
            rest = word.index(after: index)
          }
          if piece.isEmpty {  // a character wider than the line: show it cut as an ellipsis
            piece = "…"
            pieceWidth = word[word.startIndex].displayWidth
            rest = word.index(after: word.startIndex)
          }
          lines.append(piece)
          word = word[rest...]
          wordWidth -= pieceWidth
        }
        line = String(word)
        lineWidth = wordWidth
      }
      // The last line, unless it is empty after a broken word (an empty paragraph stays a line).
      if !line.isEmpty || lines.count == linesBefore { lines.append(line) }
    }
    return lines
  }
}

extension Array where Element == String {
  /// The first `count` lines (of at most `width` columns); when lines were left out, the last
  /// one kept ends in "…", so a reader sees the text goes on.
  public func limited(toLines count: Int, width: Int) -> [String] {
    guard self.count > count else { return self }
    guard count > 0 else { return [] }
    var kept = Array(prefix(count))
    let last = kept[count - 1]
    kept[count - 1] = last.displayWidth < width ? last + "…" : (last + "  ").truncated(toWidth: width)
    return kept
  }
}

extension Unicode.Scalar {
  /// This scalar as terminal-safe text shows it: a tab as a space, a control character (C0,
  /// DEL or C1, ESC included) as U+FFFD, anything else as itself.
  var terminalSafe: Unicode.Scalar {
    switch value {
    case 0x09: " "
    case 0x00...0x1F, 0x7F...0x9F: "\u{FFFD}"
    default: self
    }
  }
}
