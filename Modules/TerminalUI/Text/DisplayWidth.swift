/// How many terminal columns text takes: wide East Asian characters and emoji take two,
/// combining marks and other zero-width scalars take none, everything else one.
extension Character {
  /// The columns this character takes in a terminal (0, 1 or 2).
  public var displayWidth: Int {
    // One byte: ASCII, one column unless a control. Most text is, and the Unicode property
    // lookups below were most of a frame's time (E2, R1).
    if utf8.count == 1, let byte = utf8.first { return byte >= 0x20 && byte != 0x7F ? 1 : 0 }
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if let only = onlyScalar, Self.isNarrowAlone(only.value) { return 1 }
    if Self.isWideWhateverFollows(first.value) { return 2 }
    return Self.widthFromProperties(of: scalars)
  }

  /// The scalar this character is made of, if it is made of one.
  var onlyScalar: Unicode.Scalar? {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
    return first
  }

  /// The width of a character of `scalars` from their Unicode properties.
  static func widthFromProperties(of scalars: UnicodeScalarView) -> Int {
    guard let first = scalars.first else { return 0 }
    if isZeroWidth(first) { return 0 }
    // A text-default emoji asks for its emoji (wide) form with VS16.
    if scalars.contains(where: { $0.value == 0xFE0F }), first.properties.isEmoji { return 2 }
    // Regional-indicator pairs (flags) and emoji shown as emoji by default are wide.
    if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
    return 1
  }

  /// Scalars that make a character two columns wide whatever scalars follow them: CJK
  /// ideographs, Hangul syllables and the emoji blocks, none of them a mark or a format
  /// character. Their width is known without property lookups.
  static func isWideWhateverFollows(_ value: UInt32) -> Bool {
    switch value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF:
      true
    default: false
    }
  }

  /// Scalars that take one column alone and never join a neighbour into one character
  /// (grapheme cluster break "Other", not a mark, joiner, format character or control): Latin-1's
  /// letters and signs but the soft hyphen, Latin Extended, General Punctuation but its format
  /// characters, arrows, box drawing, blocks and geometric shapes but two emoji. Their width is
  /// known without the property lookups that are most of the time of drawing a screen's frame.
  static func isNarrowAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC: true
    default: false
    }
  }

  /// Scalars that take no column on their own: combining marks, format characters (ZWJ, ZWSP,
  /// variation selectors) and controls (which rendering replaces anyway).
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return scalar.value == 0x200B || (0xFE00...0xFE0F).contains(scalar.value)
    }
  }

  /// East Asian Wide and Fullwidth code points (Unicode's EastAsianWidth W and F), by range.
  static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Sorted, non-overlapping.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
    0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
    0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
    0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
    0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}

extension StringProtocol {
  /// The columns this text takes in a terminal.
  public var displayWidth: Int {
    // Printable ASCII, a column a byte, without reading characters.
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
    return reduce(0) { $0 + $1.displayWidth }
  }
}
