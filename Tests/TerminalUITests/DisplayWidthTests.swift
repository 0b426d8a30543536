import Testing

@testable import TerminalUI

@Suite("Display width and terminal-safe text")
struct DisplayWidthTests {
  @Test("ASCII is one column; CJK, Hangul, fullwidth forms and emoji two; combining marks none")
  func widths() {
    #expect("hello".displayWidth == 5)
    #expect("日本語".displayWidth == 6)
    #expect("한국어".displayWidth == 6)
    #expect("ＡＢ".displayWidth == 4)
    #expect("🍺".displayWidth == 2)
    #expect("👩‍👩‍👧".displayWidth == 2, "a ZWJ family is one wide character")
    #expect("🇬🇧".displayWidth == 2)
    #expect("e\u{301}".displayWidth == 1, "e + combining acute is one column")
    #expect("\u{301}".displayWidth == 0)
    #expect("❤️".displayWidth == 2, "a text-default symbol with VS16 is shown wide")
    #expect("".displayWidth == 0)
    for byte in UInt8(0)...0x7F {
      let expected = byte < 0x20 || byte == 0x7F ? 0 : 1
      #expect(Character(Unicode.Scalar(byte)).displayWidth == expected, "byte \(byte): controls take no column")
    }
    #expect("#\u{FE0F}\u{20E3}".displayWidth == 2, "a keycap starts with ASCII and is shown wide")
    #expect("\r\n".displayWidth == 0)
  }

  @Test("a scalar whose width is known without lookups has the width its properties give, and joins no neighbour")
  func narrowAloneScalars() {
    var checked = 0
    for value in UInt32(0)...0x2FFFF where Character.isNarrowAlone(value) {
      let scalar = Unicode.Scalar(value)!
      let character = Character(scalar)
      #expect(Character.widthFromProperties(of: character.unicodeScalars) == 1, "U+\(String(value, radix: 16))")
      #expect("x\(scalar)\(scalar)─x".count == 5, "U+\(String(value, radix: 16)) joins a neighbour")
      checked += 1
    }
    #expect(checked > 1_000)
    #expect(!Character.isNarrowAlone(0xAD), "the soft hyphen is a format character: no column")
    #expect(Character("\u{AD}").displayWidth == 0)
    #expect(Character("\u{25FD}").displayWidth == 2, "an emoji among the geometric shapes is wide")
  }

  @Test("a scalar that makes its character wide without lookups does so by its properties, alone or followed")
  func wideWhateverFollowsScalars() {
    var checked = 0
    for value in UInt32(0)...0x2FFFF where Character.isWideWhateverFollows(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for character in [Character(scalar), Character("\(scalar)\u{301}"), Character("\(scalar)\u{FE0F}")] {
        #expect(Character.widthFromProperties(of: character.unicodeScalars) == 2, "U+\(String(value, radix: 16))")
      }
      checked += 1
    }
    #expect(checked > 30_000)
    #expect(Character("\u{3099}").displayWidth == 0, "a combining kana mark among the wide ranges takes no column")
  }

  @Test("truncation ends with an ellipsis, fits the width, and never splits a character")
  func truncation() {
    #expect("Punk IPA".truncated(toWidth: 20) == "Punk IPA")
    #expect("Punk IPA 2007 - 2010".truncated(toWidth: 8) == "Punk IP…")
    #expect("日本語テキスト".truncated(toWidth: 6) == "日本…")
    #expect("日本語テキスト".truncated(toWidth: 5) == "日本…")
    #expect("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2) == "e\u{301}…")
    #expect("abc".truncated(toWidth: 1) == "…")
    #expect("abc".truncated(toWidth: 0) == "")
    for width in 0...12 {
      let cut = "🍺 Beer 日本 e\u{301}x".truncated(toWidth: width)
      #expect(cut.displayWidth <= width)
    }
    #expect("日本".padded(toWidth: 6) == "日本  ")
    #expect("日本語".padded(toWidth: 5).displayWidth == 5)
  }

  @Test("wrapping breaks at spaces, keeps paragraphs, and breaks long words between characters")
  func wrapping() {
    #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
    #expect("one\n\ntwo".wrapped(toWidth: 10) == ["one", "", "two"])
    #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect("日本語テキスト".wrapped(toWidth: 5) == ["日本", "語テ", "キス", "ト"])
    #expect("🍺".wrapped(toWidth: 1) == ["…"], "a character wider than the line never overflows it")
    #expect("".wrapped(toWidth: 5) == [""])
    #expect("text".wrapped(toWidth: 0) == [])
    for line in "Ale 🍺🍺🍺 日本語 supercalifragilistic".wrapped(toWidth: 3) { #expect(line.displayWidth <= 3) }
    #expect("a🍺b c".wrapped(toWidth: 1) == ["a", "…", "b", "c"], "the rest of a word after a cut character")
    let blob = String(repeating: "ab日", count: 10_000) + " end"
    let lines = blob.wrapped(toWidth: 80)
    #expect(lines.count == 501 && lines.dropLast().allSatisfy { $0.displayWidth == 80 } && lines.last == "end")
  }

  @Test("control characters, ESC included, can never reach the terminal from data")
  func terminalSafe() {
    #expect("a\u{1B}[2Jb".terminalSafe == "a\u{FFFD}[2Jb")
    #expect("tab\there".terminalSafe == "tab here")
    #expect("bell\u{07}\u{9B}".terminalSafe == "bell\u{FFFD}\u{FFFD}")
    #expect("日本 🍺".terminalSafe == "日本 🍺")
  }
}
