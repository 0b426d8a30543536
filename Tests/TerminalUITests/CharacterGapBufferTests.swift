import ReactiveCoreTesting
import Testing

@testable import TerminalUI

/// `CharacterGapBuffer` is what an editor's characters live in; these hold it to an `Array`
/// through random edits at moving places, as an editor makes them.
@Suite("A gap buffer of characters reads as an array through any edits")
struct CharacterGapBufferTests {
  /// A distinct character for `number` (from the CJK block: any number up to 20,000).
  static func character(_ number: Int) -> Character { Character(Unicode.Scalar(0x4E00 + UInt32(number % 20_000))!) }

  @Test("random replacements anywhere read the same as an array's, character by character", arguments: 0..<4)
  func sameAsAnArray(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var buffer = CharacterGapBuffer()
    var array: [Character] = []
    for step in 0..<1_000 {
      let lower = Int.random(in: 0...array.count, using: &generator)
      // Mostly near the last edit, sometimes far: both ways of moving the gap.
      let upper = min(array.count, lower + [0, 0, 1, 1, 2, 9, 30].randomElement(using: &generator)!)
      let inserted = (0..<[0, 1, 1, 2, 5, 40].randomElement(using: &generator)!).map { Self.character(step * 50 + $0) }
      buffer.replaceSubrange(lower..<upper, with: inserted)
      array.replaceSubrange(lower..<upper, with: inserted)
      guard buffer.count == array.count, buffer.elementsEqual(array) else {
        Issue.record("step \(step): \(Array(buffer)) for \(array)")
        return
      }
    }
    #expect(Array(buffer[3..<9]) == Array(array[3..<9]), "a slice reads the same")
    #expect(String(buffer[3..<9]) == String(array[3..<9]))
  }

  @Test("a gap of one crosses the whole list both ways: what it passes keeps its order")
  func narrowGapAcrossEverything() {
    var buffer = CharacterGapBuffer((0..<100).map(Self.character))
    var array = (0..<100).map(Self.character)
    // The first insertion makes room for as many again; filling it leaves a gap of one.
    for number in 100..<199 {
      buffer.append(Self.character(number))
      array.append(Self.character(number))
    }
    buffer.insert("a", at: 0)
    array.insert("a", at: 0)
    #expect(Array(buffer) == array)
    buffer.insert("b", at: buffer.count)
    array.insert("b", at: array.count)
    #expect(Array(buffer) == array)
  }
}
