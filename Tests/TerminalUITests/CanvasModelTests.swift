import ReactiveCoreTesting
import TerminalUI
import Testing

/// `Canvas` keeps a cell as a scalar (or the index of a character of several) and draws ASCII
/// from its bytes; these tests hold it, through random draws, fills and highlights, to
/// `CharacterCanvas`, which keeps a `Character` per cell and reads every text as characters.
@Suite("The canvas draws every text as reading it character by character would")
struct CanvasModelTests {
  /// Pieces whose joins test the byte path and the character path: controls (C0, DEL, C1, a
  /// tab, CR LF), a combining mark after a control and after a letter, wide characters, flags,
  /// emoji sequences, and the box drawing and punctuation of the screens.
  static let pieces: [String] = [
    "a", "word", " ", "\t", "\r\n", "\u{1}", "\u{1}\u{301}", "\u{7F}", "\u{85}", "\u{9F}", "°", "é", "e\u{301}",
    "\u{301}", "日本", "🍺", "🇬🇧", "🇬", "👩\u{200D}💻", "❤️", "#\u{FE0F}\u{20E3}", "─", "│", "…", "›", "\u{200B}", "↑↓", "©",
    "\u{AD}", "·", "\u{A0}",
    "─\u{301}", "\u{85}─",
  ]

  static let styles: [Style] = [
    .plain, .bold, .reversed, Style(dim: true, foreground: .green), Style(underlined: true, background: .blue),
  ]

  static func randomText(using generator: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  static func randomRect(in size: Size, using generator: inout SplitMix64) -> Rect {
    Rect(
      x: Int.random(in: -2...size.width, using: &generator), y: Int.random(in: -1...size.height, using: &generator),
      width: Int.random(in: 0...size.width + 2, using: &generator),
      height: Int.random(in: 0...size.height + 1, using: &generator))
  }

  @Test("random draws, fills and highlights give the same lines, styles and widths", arguments: 0..<8)
  func sameAsCharacterByCharacter(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let size = Size(
        width: Int.random(in: 0...14, using: &generator), height: Int.random(in: 0...3, using: &generator))
      var canvas = Canvas(size: size)
      var reference = CharacterCanvas(size: size)
      for step in 0..<30 {
        let style = Self.styles.randomElement(using: &generator)!
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
          let rect = Self.randomRect(in: size, using: &generator)
          canvas.fill(rect, style: style)
          reference.fill(rect, style: style)
        case 1:
          let rect = Self.randomRect(in: size, using: &generator)
          canvas.applyStyle(style, to: rect)
          reference.applyStyle(style, to: rect)
        case 2:
          // Character by character, as the editors draw.
          let text = Self.randomText(using: &generator)
          var x = Int.random(in: -3...size.width + 1, using: &generator)
          var expectedX = x
          let y = Int.random(in: -1...size.height, using: &generator)
          let clip = Bool.random(using: &generator) ? Self.randomRect(in: size, using: &generator) : nil
          for character in text {
            x += canvas.draw(character, at: Point(x: x, y: y), style: style, clip: clip)
            expectedX += reference.draw(String(character), at: Point(x: expectedX, y: y), style: style, clip: clip)
          }
          #expect(x == expectedX, "seed \(seed) step \(step): \(text.debugDescription) character by character")
        default:
          let text = Self.randomText(using: &generator)
          let point = Point(
            x: Int.random(in: -3...size.width + 1, using: &generator),
            y: Int.random(in: -1...size.height, using: &generator))
          let clip = Bool.random(using: &generator) ? Self.randomRect(in: size, using: &generator) : nil
          // A substring too: its bytes are not a whole string's.
          let drawn =
            Bool.random(using: &generator)
            ? canvas.draw(text, at: point, style: style, clip: clip)
            : canvas.draw(("«" + text).dropFirst(), at: point, style: style, clip: clip)
          let expected = reference.draw(text, at: point, style: style, clip: clip)
          #expect(drawn == expected, "seed \(seed) step \(step): \(text.debugDescription) at \(point)")
        }
        for y in 0..<size.height {
          guard canvas.plainLine(y) == reference.plainLine(y), canvas.styledLine(y) == reference.styledLine(y) else {
            Issue.record(
              "seed \(seed) step \(step) row \(y): \(canvas.styledLine(y).debugDescription) \(canvas.plainLine(y).unicodeScalars.map(\.value)), character by character: \(reference.styledLine(y).debugDescription) \(reference.plainLine(y).unicodeScalars.map(\.value))"
            )
            return
          }
          for x in 0..<size.width {
            #expect(canvas.style(at: Point(x: x, y: y)) == reference.style(at: Point(x: x, y: y)))
          }
        }
      }
    }
  }
}
