import ReactiveCoreTesting
import Testing

@testable import TerminalUI

/// The editors read again only what an edit reaches (`EditableCharacters`) and lay out only the
/// rows shown, again only from where an edit may have moved them (`SoftWrappedRows`), so a key
/// costs the same in a long text as in a short one. These tests hold both to what reading and laying out the whole text gives,
/// after random edits made of the pieces that join across an edit: combining accents, regional
/// indicators, zero-width joiners and skin tones, Hangul jamo, an Indic conjunct, wide
/// characters, spaces and line breaks.
@Suite("Editing reads again and lays out again only what an edit reaches")
struct IncrementalEditingTests {
  static let pieces: [String] = [
    "a", "e", "\u{301}", "🇦", "🇧", "🇨", "👩", "\u{200D}", "💻", "\u{1F3FB}", "\u{1100}", "\u{1161}",
    "\u{11A8}", "क", "\u{94D}", "ष", "日", " ", " ", "\n", "word ", "🇦🇧", "e\u{301}",
  ]

  /// What the editors did before they kept their work: every edit reads the whole text again,
  /// and the cursor keeps its place among the scalars (after a character it fell inside of).
  struct WholeTextEditor {
    var characters: [Character] = []
    var cursor = 0

    mutating func replace(_ range: Range<Int>, with text: String) {
      characters.replaceSubrange(range, with: Array(text))
      cursor = range.lowerBound + Array(text).count
      let scalarsBefore = characters[..<cursor].reduce(0) { $0 + $1.unicodeScalars.count }
      characters = Array(String(characters))
      var scalars = 0
      cursor = 0
      while cursor < characters.count, scalars < scalarsBefore {
        scalars += characters[cursor].unicodeScalars.count
        cursor += 1
      }
    }
  }

  /// Applies one random edit or cursor move to both editors.
  static func randomEdit(
    _ editor: inout EditableCharacters, _ reference: inout WholeTextEditor,
    using generator: inout SplitMix64
  ) {
    let cursor = editor.cursor
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<5:
      let text = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
        .joined()
      _ = editor.insert(text)
      reference.replace(cursor..<cursor, with: text)
    case 5:
      if editor.deleteBackward() { reference.replace(cursor - 1..<cursor, with: "") }
    case 6:
      if editor.deleteForward() { reference.replace(cursor..<cursor + 1, with: "") }
    case 7:
      let start = Int.random(in: 0...cursor, using: &generator)
      if editor.delete(from: start) { reference.replace(start..<cursor, with: "") }
    default:
      let target = Int.random(in: 0...editor.characters.count, using: &generator)
      editor.moveCursor(to: target)
      reference.cursor = target
    }
  }

  static func sameScalars(_ first: some Collection<Character>, _ second: some Collection<Character>) -> Bool {
    first.count == second.count
      && zip(first, second).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
  }

  @Test("after every edit the characters and the cursor are those of reading the whole text", arguments: 0..<6)
  func editsMatchReadingTheWholeText(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var editor = EditableCharacters()
    var reference = WholeTextEditor()
    for step in 0..<1_500 {
      Self.randomEdit(&editor, &reference, using: &generator)
      #expect(editor.invariantViolations() == [], "step \(step)")
      guard Self.sameScalars(editor.characters, reference.characters), editor.cursor == reference.cursor else {
        Issue.record(
          "step \(step): \(Array(editor.characters)) at \(editor.cursor), whole text: \(reference.characters) at \(reference.cursor)"
        )
        return
      }
    }
  }

  @Test("a lone regional indicator typed before a long run of flags re-pairs the whole run, and only that")
  func regionalIndicatorRunRepairs() {
    var editor = EditableCharacters()
    editor.replaceAll(with: "x" + String(repeating: "🇦🇧", count: 50) + " tail 🇨🇩")
    _ = editor.takeChange()
    editor.moveCursor(to: 1)
    _ = editor.insert("🇪")
    #expect(editor.invariantViolations() == [])
    // 101 indicators now pair as 50 flags and one left over, before " tail".
    #expect(editor.characters.count == 1 + 51 + 6 + 1)
    #expect(editor.cursor == 2)
    let change = editor.takeChange()
    // The indicators from the "x" to the space were read again; nothing after them.
    #expect(change == CharacterChange(lowerBound: 0, oldUpperBound: 51, upperBound: 52))
  }

  @Test(
    "rows laid out as far as asked, after each edit or after several, are those of laying the whole text out",
    arguments: [1, 2, 3, 7, 12])
  func rowsMatchLayingOutTheWholeText(width: Int) {
    var generator = SplitMix64(seed: UInt64(width))
    var editor = EditableCharacters()
    var reference = WholeTextEditor()
    var rows = SoftWrappedRows(width: width)
    for step in 0..<1_500 {
      Self.randomEdit(&editor, &reference, using: &generator)
      // Now and then several edits go by before the rows are brought up to date, as between
      // two frames.
      guard Int.random(in: 0..<3, using: &generator) > 0 else { continue }
      if let change = editor.takeChange() { rows.update(after: change) }
      // As a view asks: through a row (its last shown), through a cursor position, or both.
      let count = editor.characters.count
      var row = Int.random(in: -1...(count + 2), using: &generator)
      var position = Int.random(in: 0...count, using: &generator)
      let before = rows.rows.count
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: position = 0
      case 1: row = 0
      default: break
      }
      rows.layOut(editor.characters, throughRow: row, throughPosition: position)
      let whole = SoftWrappedRows(editor.characters, width: width)
      let laidOut = rows.rows.count
      guard laidOut <= whole.rows.count, rows.rows[...] == whole.rows.prefix(laidOut),
        rows.endsLine[...] == whole.endsLine.prefix(laidOut),
        rows.nextRowStart == (laidOut < whole.rows.count ? whole.rows[laidOut].lowerBound : nil)
      else {
        Issue.record("step \(step), width \(width): \(Array(editor.characters)): \(rows.rows) for \(whole.rows)")
        return
      }
      // What was asked for is there, and no more (but the empty row a wide character at a
      // line's end brings along).
      #expect(laidOut > row || rows.isComplete, "step \(step)")
      #expect(rows.nextRowStart.map { $0 > position } ?? true, "step \(step)")
      #expect(laidOut <= max(before, row + 2, whole.row(of: position) + 2), "step \(step)")
    }
  }

  @Test("a long text is laid out only as far as asked, and a key typed in it lays out only the rows from its own")
  func typingInAParagraphRedoesFewRows() {
    let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 400)
    var editor = EditableCharacters()
    editor.replaceAll(with: paragraph)
    _ = editor.takeChange()
    var rows = SoftWrappedRows(width: 20)
    // A screen of 10 rows at the text's start: 10 of its 667 rows.
    #expect(rows.layOut(editor.characters, throughRow: 9) == 10)
    #expect(rows.layOut(editor.characters, throughPosition: 5_000) > 0)
    let cursorRow = rows.row(of: 5_000)
    #expect(rows.rows.count == cursorRow + 1)
    editor.moveCursor(to: 5_000)
    _ = editor.insert("x")
    if let change = editor.takeChange() { rows.update(after: change) }
    // The row typed into and the two before it go; laid out again to a screen's end below it:
    // 12 rows, whatever follows.
    #expect(rows.rows.count == cursorRow - 2)
    #expect(rows.layOut(editor.characters, throughRow: cursorRow + 9, throughPosition: 5_001) == 12)
    let whole = SoftWrappedRows(editor.characters, width: 20)
    #expect(whole.rows.count == 667)
    #expect(rows.rows[...] == whole.rows.prefix(rows.rows.count))
    #expect(!rows.isComplete)
  }
}
