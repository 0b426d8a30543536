import ReactiveCore

/// Several lines of editable text, as UIKit's `UITextView`: Enter starts a new line, long lines
/// wrap at spaces onto the next row (the text keeps its own line breaks only), and while it has
/// the focus the view scrolls to keep the cursor in sight (without it, it stays where it was:
/// at the top, for a text set from code). Typing inserts at the cursor; Backspace and Delete
/// remove; the left and right arrows cross line ends; up and down move between rows keeping
/// the column (PgUp and PgDn a view's height at a time); Home and End (Ctrl-A, Ctrl-E) go to
/// the row's ends; Ctrl-U deletes from the line's start to the cursor. A paste is inserted
/// whole, line breaks kept, as one edit.
///
/// Tab still moves the focus on, so in a form the user leaves the view with Tab, which ends
/// editing (`textValues`): Enter never does here, as it is a line break.
public final class TextView: View {
  /// The text, with "\n" between lines (set from code: sends on neither signal, like UIKit).
  /// Carriage returns ("\r\n" or "\r" alone) become "\n"; other control characters become
  /// U+FFFD, so the text can never write escape sequences to the terminal.
  public var text: String {
    get { editing.text }
    set {
      editing.replaceAll(with: Self.editable(newValue))
      goalColumn = nil
      setNeedsDisplay()
    }
  }
  /// Shown, dim and in parentheses, while the text is empty.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// How many rows the view asks for (it shows fewer if the screen has less room).
  public var visibleRows: Int { didSet { setNeedsLayout() } }
  /// Whether the view takes keys and focus.
  public var isEnabled = true {
    didSet {
      setNeedsDisplay()
      if !isEnabled { window?.focusedViewBecameUnavailable() }
    }
  }

  private var editing = EditableCharacters()
  private var characters: CharacterGapBuffer { editing.characters }
  /// The cursor, as the number of characters before it (line breaks count as one each).
  public var cursor: Int { editing.cursor }
  /// The column up and down keep to, from the first of a run of vertical moves.
  private var goalColumn: Int?
  private var firstShownRow = 0
  /// The width the rows were last laid out for (up, down and Home need them between draws).
  private var layoutWidth = 1
  /// The rows as far as they were last laid out (brought up to date with the edits since, and
  /// laid out further, by `laidOut(throughRow:position:)`).
  private var layout: SoftWrappedRows?

  private let signals = TextEditingSignals()
  /// The text after every edit by the user.
  public var continuousTextValues: Signal<String, Never> { signals.continuous }
  /// The text when the user ends editing: when the focus moves away, if it was edited.
  public var textValues: Signal<String, Never> { signals.ended }

  /// Creates a view of `text` showing `visibleRows` rows.
  public init(text: String = "", placeholder: String = "", visibleRows: Int = 5) {
    self.placeholder = placeholder
    self.visibleRows = max(1, visibleRows)
    super.init()
    self.text = text
  }

  override public var canBecomeFocused: Bool { isEnabled }

  override public func focusDidChange() {
    super.focusDidChange()
    if !isFocused { signals.endEditing(text) }
  }

  override public func handle(_ key: Key) -> Bool {
    guard isEnabled else { return false }
    switch key {
    case .character("\n"), .character("\r"), .enter: edit { $0.insert("\n") }
    case let .character(character): edit { $0.insert(Self.editable(String(character))) }
    case let .paste(text): edit { $0.insert(Self.editable(text)) }
    case .backspace: edit { $0.deleteBackward() }
    case .delete: edit { $0.deleteForward() }
    case .control("u"):
      let lineStart = characters[..<cursor].lastIndex(of: "\n").map { $0 + 1 } ?? 0
      edit { $0.delete(from: lineStart) }
    case .left: moveCursor(to: cursor - 1)
    case .right: moveCursor(to: cursor + 1)
    case .up: moveVertically(by: -1)
    case .down: moveVertically(by: 1)
    case .pageUp: moveVertically(by: -shownRows)
    case .pageDown: moveVertically(by: shownRows)
    case .home, .control("a"):
      let layout = laidOut(position: cursor)
      moveCursor(to: layout.rows[layout.row(of: cursor)].lowerBound)
    case .end, .control("e"):
      let layout = laidOut(position: cursor)
      moveCursor(to: layout.lastPosition(on: layout.row(of: cursor)))
    default:
      return false
    }
    return true
  }

  /// Types `string` as the user would, one character at a time, "\n" as Enter (for scripts and
  /// tests).
  public func type(_ string: String) {
    for character in string { _ = handle(.character(character)) }
  }

  override public func preferredSize(in available: Size) -> Size {
    Size(width: available.width, height: min(visibleRows, available.height))
  }

  override public func draw(in canvas: inout Canvas) {
    guard frame.size.width > 0, frame.size.height > 0 else { return }
    // One column is kept for the cursor after a full row.
    layoutWidth = max(1, frame.size.width - 1)
    // Laid out through the last row shown now (if the text goes on past it, the clamp below
    // keeps the scroll where it is) and, focused, the cursor's row (scrolling to it needs no
    // more). Unfocused, the view shows where it was (from the top at first), not its cursor's row.
    let layout = laidOut(throughRow: firstShownRow + shownRows - 1, position: isFocused ? cursor : 0)
    let cursorRow = isFocused ? layout.row(of: cursor) : nil
    scroll(toShow: cursorRow, rowCount: layout.rows.count)
    let base: Style = isEnabled ? .plain : .dim
    let underline = String(repeating: "_", count: frame.size.width)
    for y in frame.minY..<frame.maxY {
      canvas.draw(underline, at: Point(x: frame.minX, y: y), style: base.adding(.dim), clip: frame)
    }
    if characters.isEmpty, !placeholder.isEmpty {
      // In parentheses as well as dim, so a plain frame (NO_COLOR, a pipe) tells it from text.
      canvas.draw("(\(placeholder))", at: frame.origin, style: .dim, clip: frame)
    }
    let (characters, frame, cursor) = (characters, frame, cursor)
    let cursorIndex = isFocused ? cursor : nil
    for row in firstShownRow..<min(layout.rows.count, firstShownRow + frame.size.height) {
      let y = frame.minY + row - firstShownRow
      var x = frame.minX
      for index in layout.rows[row] {
        let style = index == cursorIndex ? base.adding(.reversed) : base
        x += canvas.draw(characters[index], at: Point(x: x, y: y), style: style, clip: frame)
      }
      if row == cursorRow {
        let cursorX = frame.minX + columns(layout.rows[row].lowerBound..<cursor)
        if cursor == layout.rows[row].upperBound, cursorX < frame.maxX {
          // The cursor after the row's text: a reversed cell.
          canvas.applyStyle(.reversed, to: Rect(x: cursorX, y: y, width: 1, height: 1))
        }
        canvas.cursor = cursorX < frame.maxX ? Point(x: cursorX, y: y) : nil
      }
    }
  }

  /// The rows of the text at `layoutWidth` (the last ones, the rows the edits since may have
  /// moved dropped; none for a new width), laid out at least through row number `row` and the
  /// row of the cursor at `position`.
  private func laidOut(throughRow row: Int = 0, position: Int = 0) -> SoftWrappedRows {
    var current = layout.flatMap { $0.width == layoutWidth ? $0 : nil } ?? SoftWrappedRows(width: layoutWidth)
    // The stored rows are let go first, so that updating them does not copy them.
    layout = nil
    if let change = editing.takeChange() { current.update(after: change) }
    current.layOut(characters, throughRow: row, throughPosition: position)
    layout = current
    return current
  }

  /// Rows shown at once (at least one).
  private var shownRows: Int { max(1, frame.size.height) }

  /// Scrolls as little as keeps `row` in sight, and no further than the last row allows.
  private func scroll(toShow row: Int?, rowCount: Int) {
    let height = shownRows
    firstShownRow = min(firstShownRow, max(0, rowCount - height))
    guard let row else { return }
    if row < firstShownRow { firstShownRow = row }
    if row >= firstShownRow + height { firstShownRow = row - height + 1 }
  }

  /// The display columns `range` of the text takes.
  private func columns(_ range: Range<Int>) -> Int {
    characters[range].reduce(0) { $0 + $1.displayWidth }
  }

  private func moveCursor(to position: Int) {
    editing.moveCursor(to: position)
    goalColumn = nil
    setNeedsDisplay()
  }

  /// Moves the cursor `step` rows, to the column it had before the first of such moves (or the
  /// row's end, if shorter). Past the first row it goes to the text's start, past the last to
  /// its end.
  private func moveVertically(by step: Int) {
    let row = laidOut(position: cursor).row(of: cursor)
    let layout = laidOut(throughRow: row + step, position: cursor)
    let column = goalColumn ?? columns(layout.rows[row].lowerBound..<cursor)
    let target = row + step
    guard layout.rows.indices.contains(target) else {
      moveCursor(to: target < 0 ? 0 : characters.count)
      return
    }
    var position = layout.rows[target].lowerBound
    var used = 0
    while position < layout.lastPosition(on: target) {
      let width = characters[position].displayWidth
      if used + width > column { break }
      used += width
      position += 1
    }
    editing.moveCursor(to: position)
    goalColumn = column
    setNeedsDisplay()
  }

  /// Applies a key's edit; one that changed the text is drawn and sent.
  private func edit(_ change: (inout EditableCharacters) -> Bool) {
    guard change(&editing) else { return }
    goalColumn = nil
    setNeedsDisplay()
    signals.edited(text)
  }

  /// `text` as the view keeps it: line breaks as "\n", every other control character made safe.
  private static func editable(_ text: String) -> String {
    var lines: [Substring.UnicodeScalarView] = [Substring.UnicodeScalarView()]
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      if scalar == "\n", afterCarriageReturn { continue }
      if scalar == "\n" || scalar == "\r" {
        lines.append(Substring.UnicodeScalarView())
      } else {
        lines[lines.count - 1].append(scalar)
      }
    }
    return lines.map { Substring($0).terminalSafe }.joined(separator: "\n")
  }
}
