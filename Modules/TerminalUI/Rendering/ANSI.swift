/// The escape sequences the renderer and the terminal session write.
enum ANSI {
  static let escape = "\u{1B}["
  /// Back to the default look.
  static let resetStyle = "\u{1B}[0m"
  /// Clears from the cursor to the end of the line.
  static let clearToEndOfLine = "\u{1B}[K"
  /// Clears the whole screen.
  static let clearScreen = "\u{1B}[2J"
  /// Switches to the alternate screen (the shell's screen comes back on leaving it).
  static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Leaves the alternate screen.
  static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor.
  static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  static let showCursor = "\u{1B}[?25h"
  /// Asks the terminal to mark pasted text (`ESC [200~` before it, `ESC [201~` after), so a
  /// paste of several lines is not read as the user pressing Enter between them.
  static let enableBracketedPaste = "\u{1B}[?2004h"
  /// Pasted text unmarked again, as the shell expects it.
  static let disableBracketedPaste = "\u{1B}[?2004l"

  /// What a full-screen application writes as it starts and after a suspend: the alternate
  /// screen, cleared, without the cursor, with pastes marked. The restore undoes each.
  static let takeOverScreen = enterAlternateScreen + hideCursor + enableBracketedPaste + clearScreen

  /// Moves the cursor to `row`, `column` (zero-based).
  static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }
}
