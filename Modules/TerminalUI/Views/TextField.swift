import ReactiveCore

/// One line of editable text with a cursor: typing inserts at the cursor; Backspace, Delete,
/// the arrows, Home/End (and Ctrl-A, Ctrl-E, Ctrl-U) edit as in a shell. A paste is one edit:
/// a text of several lines pastes as one line, its lines joined by a space, and never presses
/// Enter.
///
/// In secure mode every character is drawn as "•", and the text stays out of descriptions and
/// mirrors (`print`, `dump`, logs): only the user who typed it and `text` know it.
///
/// Not final only so that `SearchBar` (in this module) can be one.
public class TextField: View {
  /// The text (set from code: sends on neither signal, like UIKit).
  public var text: String {
    get { editing.text }
    set {
      editing.replaceAll(with: newValue.terminalSafe)
      setNeedsDisplay()
    }
  }
  /// Shown, dim and in parentheses, while the field is empty.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// Whether characters are masked.
  public var isSecure: Bool { didSet { setNeedsDisplay() } }
  /// Whether the field takes keys and focus.
  public var isEnabled = true {
    didSet {
      setNeedsDisplay()
      if !isEnabled { window?.focusedViewBecameUnavailable() }
    }
  }

  private var editing = EditableCharacters()
  private var characters: CharacterGapBuffer { editing.characters }
  /// The cursor, as the number of characters before it.
  public var cursor: Int { editing.cursor }
  private var firstShown = 0

  private let signals = TextEditingSignals()
  /// The text after every edit by the user.
  public var continuousTextValues: Signal<String, Never> { signals.continuous }
  /// The text when the user ends editing: Enter, or focus moving away.
  public var textValues: Signal<String, Never> { signals.ended }
  /// The text each time the user presses Enter (after `textValues` has sent it): UIKit's
  /// `primaryActionTriggered`, the return key. Focus moving away is not a press.
  public var enterPresses: Signal<String, Never> { signals.enterPresses }

  /// Creates a field.
  public init(text: String = "", placeholder: String = "", secure: Bool = false) {
    self.placeholder = placeholder
    isSecure = secure
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
    case let .character(character): edit { $0.insert(String(character).terminalSafe) }
    case let .paste(text): edit { $0.insert(Self.oneLine(text).terminalSafe) }
    case .backspace: edit { $0.deleteBackward() }
    case .delete: edit { $0.deleteForward() }
    case .control("u"): edit { $0.delete(from: 0) }
    case .left: moveCursor(to: cursor - 1)
    case .right: moveCursor(to: cursor + 1)
    case .home, .control("a"): moveCursor(to: 0)
    case .end, .control("e"): moveCursor(to: characters.count)
    case .enter:
      signals.pressedEnter(text)
    default:
      return false
    }
    return true
  }

  /// A pasted text as one line: its lines joined by a space, blank ones and the line breaks at
  /// its ends left out (a line copied with its line break pastes as the line alone).
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// Types `string` as the user would, one character at a time (for scripts and tests).
  public func type(_ string: String) {
    for character in string { _ = handle(.character(character)) }
  }

  override public func preferredSize(in available: Size) -> Size {
    Size(width: available.width, height: min(1, available.height))
  }

  override public func draw(in canvas: inout Canvas) {
    let width = frame.size.width
    guard width > 0 else { return }
    scrollToCursor(width: width)
    let base: Style = isEnabled ? .plain : .dim
    canvas.draw(String(repeating: "_", count: width), at: frame.origin, style: base.adding(.dim), clip: frame)
    if characters.isEmpty, !placeholder.isEmpty {
      // In parentheses as well as dim, so a plain frame (NO_COLOR, a pipe) tells it from text.
      canvas.draw("(\(placeholder))", at: frame.origin, style: .dim, clip: frame)
    }
    let frame = frame
    let cursorIndex = isFocused ? cursor : nil
    var x = frame.minX
    for index in firstShown..<characters.count {
      let character = shown(index)
      let characterWidth = character.displayWidth
      guard x + characterWidth <= frame.maxX else { break }
      let style = index == cursorIndex ? base.adding(.reversed) : base
      canvas.draw(character, at: Point(x: x, y: frame.minY), style: style, clip: frame)
      x += characterWidth
    }
    if isFocused, cursor == characters.count, x < frame.maxX {
      // The cursor after the text: a reversed cell (over the placeholder's first letter, if shown).
      canvas.applyStyle(.reversed, to: Rect(x: x, y: frame.minY, width: 1, height: 1))
    }
    if isFocused { canvas.cursor = cursorPoint() }
  }

  /// The character at `index` as drawn: "•" in secure mode.
  private func shown(_ index: Int) -> Character {
    isSecure ? "•" : characters[index]
  }

  /// Where the insertion point is drawn: before the character at `cursor`, or after the text.
  private func cursorPoint() -> Point? {
    var x = frame.minX
    for index in firstShown..<min(cursor, characters.count) { x += shown(index).displayWidth }
    return x < frame.maxX ? Point(x: x, y: frame.minY) : nil
  }

  private func moveCursor(to position: Int) {
    editing.moveCursor(to: position)
    setNeedsDisplay()
  }

  /// Applies a key's edit; one that changed the text is drawn and sent.
  private func edit(_ change: (inout EditableCharacters) -> Bool) {
    guard change(&editing) else { return }
    setNeedsDisplay()
    signals.edited(text)
  }

  /// Keeps the cursor (and the cell after the text) inside the field, scrolling as little as
  /// that takes. It walks back from the cursor over at most a field's width of characters, so a
  /// jump to the end of a long paste costs no more than a key.
  private func scrollToCursor(width: Int) {
    firstShown = min(firstShown, cursor)
    var used = cursor < characters.count ? shown(cursor).displayWidth : 1
    var start = cursor
    while start > firstShown, used + shown(start - 1).displayWidth <= width {
      used += shown(start - 1).displayWidth
      start -= 1
    }
    firstShown = start
  }
}

extension TextField: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible,
  @MainActor CustomReflectable
{
  /// Says what the field is without its text when secure.
  public var description: String {
    isSecure ? "TextField(secure, \(characters.count) characters)" : "TextField(\(text.debugDescription))"
  }

  /// Same as `description`.
  public var debugDescription: String { description }

  /// A mirror that never holds a secure field's text.
  public var customMirror: Mirror {
    Mirror(self, children: ["description": description], displayStyle: .class)
  }
}
