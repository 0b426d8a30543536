import Foundation
import TerminalUI

/// The plain-text frame of `view` drawn alone in a window of `width` x `height`: lines joined
/// with newlines, trailing blanks removed (the way golden frames are written in these tests).
@MainActor
func frame(of view: View, width: Int, height: Int) -> String {
  let window = Window()
  window.contentView = view
  return window.draw(size: Size(width: width, height: height)).plainLines.joined(separator: "\n")
}

/// The plain-text frame of `window` at `width` x `height`.
@MainActor
func frame(of window: Window, width: Int, height: Int) -> String {
  window.draw(size: Size(width: width, height: height)).plainLines.joined(separator: "\n")
}

/// A golden frame written as a multi-line literal with `|` marking the right edge of the
/// terminal, so trailing spaces are visible; returns it as `frame(of:)` gives it.
@MainActor
func golden(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { line -> String in
      var line = String(line)
      if line.hasSuffix("|") { line.removeLast() }
      while line.last == " " { line.removeLast() }
      return line
    }
    .joined(separator: "\n")
}

/// Checks that every line of `canvas` fits its width in display columns.
@MainActor
func linesFit(_ canvas: Canvas) -> Bool {
  canvas.plainLines.allSatisfy { $0.displayWidth <= canvas.size.width }
}
