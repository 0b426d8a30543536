/// A key the user pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character (any script, emoji included).
  case character(Character)
  /// Enter or Return.
  case enter
  /// Backspace (DEL or BS).
  case backspace
  /// Forward delete.
  case delete
  /// Tab.
  case tab
  /// Shift-Tab.
  case shiftTab
  /// Escape on its own.
  case escape
  /// An arrow.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Control with a letter: `.control("c")` is Ctrl-C.
  case control(Character)
  /// Text the user pasted, whole, as the terminal marked it (bracketed paste): its line breaks
  /// are text, never Enter presses, and a text view inserts it as one edit.
  case paste(String)

  /// Ctrl-C.
  public static let interrupt = Key.control("c")
}
