import TerminalUI

/// The smallest frame every screen's important parts (fields, buttons, errors, key hints) fit
/// in: a smaller terminal shows "Window too small", and a smaller `--width`/`--height` is a usage
/// error.
enum MinimumFrame {
  static let size = Size(width: 40, height: 12)
}
