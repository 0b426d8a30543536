import Testing
import TerminalUI

@Suite("Key decoding from raw bytes")
struct KeyDecoderTests {
  func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  @Test("printable ASCII and multi-byte UTF-8, Enter, Backspace, Tab, Ctrl-C")
  func basics() {
    #expect(keys(Array("hi".utf8)) == [.character("h"), .character("i")])
    #expect(keys(Array("é日🍺".utf8)) == [.character("é"), .character("日"), .character("🍺")])
    #expect(keys([0x0D, 0x7F, 0x08, 0x09, 0x03]) == [.enter, .backspace, .backspace, .tab, .interrupt])
  }

  @Test("arrows, Home/End, PgUp/PgDn, Delete and Shift-Tab in CSI and SS3 forms, with modifiers")
  func sequences() {
    #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
    #expect(keys(Array("\u{1B}OA\u{1B}OH\u{1B}OF".utf8)) == [.up, .home, .end])
    #expect(keys(Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8)) == [.home, .end, .home, .end])
    #expect(keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z".utf8)) == [.pageUp, .pageDown, .delete, .shiftTab])
    #expect(keys(Array("\u{1B}[1;5A".utf8)) == [.up])
  }

  @Test("a lone Escape waits for flush; sequences split across reads are kept until complete")
  func splitReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.feed([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.feed([UInt8(ascii: "5")]) == [])
    #expect(decoder.feed([UInt8(ascii: "~"), UInt8(ascii: "x")]) == [.pageUp, .character("x")])
    let beer = Array("🍺".utf8)
    #expect(decoder.feed(beer.prefix(2)) == [])
    #expect(decoder.feed(beer.dropFirst(2)) == [.character("🍺")])
  }

  @Test("unknown sequences and invalid bytes are dropped, never a crash")
  func garbage() {
    #expect(keys(Array("\u{1B}[99X".utf8) + [UInt8(ascii: "a")]) == [.character("a")])
    #expect(keys([0xFF, 0xC3, 0x28, UInt8(ascii: "b")]) == [.character("("), .character("b")])
    #expect(keys([0x80, 0x80, UInt8(ascii: "c")]) == [.character("c")])
    let long = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100) + [UInt8(ascii: "d")]
    #expect(keys(long).last == .character("d"))
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      var decoder = KeyDecoder()
      let bytes = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      _ = decoder.feed(bytes)
      _ = decoder.flush()
    }
  }
}

@Suite("Bracketed paste")
struct BracketedPasteDecodingTests {
  static let start = Array("\u{1B}[200~".utf8)
  static let end = Array("\u{1B}[201~".utf8)

  func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  @Test("a paste is one key holding its text as sent: line breaks, tabs and escape sequences are text, not keys")
  func wholePaste() {
    let text = "line one\r\nline two\n\tthree \u{1B}[A é🍺"
    let bytes = Array("a".utf8) + Self.start + Array(text.utf8) + Self.end + Array("b\r".utf8)
    #expect(keys(bytes) == [.character("a"), .paste(text), .character("b"), .enter])
  }

  @Test("a paste split across reads at any byte, the marks and a character included, is the same one key")
  func splitAnywhere() {
    let text = "first\rsecond 🍺 \u{1B}[201 not the end"
    let bytes = Self.start + Array(text.utf8) + Self.end + [UInt8(ascii: "x")]
    for first in 0...bytes.count {
      for second in first...bytes.count {
        var decoder = KeyDecoder()
        let decoded =
          decoder.feed(bytes[..<first]) + decoder.feed(bytes[first..<second]) + decoder.feed(bytes[second...])
        #expect(decoded == [.paste(text), .character("x")], "split at \(first) and \(second)")
      }
    }
  }

  @Test("inside a paste nothing times out: flush keeps the paste going until its end mark")
  func slowPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Self.start + Array("ab\u{1B}[2".utf8)) == [])
    #expect(!decoder.hasPending, "the reader waits without a timeout")
    #expect(decoder.flush() == [])
    #expect(decoder.feed(Array("0".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed(Array("1~\u{1B}".utf8)) == [.paste("ab")])
    #expect(decoder.hasPending, "a lone Escape after the paste waits as before")
    #expect(decoder.flush() == [.escape])
  }

  @Test("an empty paste is no key; invalid UTF-8 in a paste reads as U+FFFD and loses nothing after it")
  func emptyAndInvalid() {
    #expect(keys(Self.start + Self.end + Array("z".utf8)) == [.character("z")])
    #expect(keys(Self.start + [0x61, 0xFF, 0x62] + Self.end) == [.paste("a\u{FFFD}b")])
  }
}
