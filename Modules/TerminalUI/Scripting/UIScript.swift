/// A script of what a user does in a terminal app, one command per line, as the demo's
/// `--script FILE` reads it:
///
/// ```
/// # comments and blank lines are skipped
/// type emilys          # types into the focused text field (quote to keep edge spaces: "a b ")
/// paste "one\ntwo"     # pastes into it at once, as a terminal's bracketed paste does
/// press tab            # presses a key by name; `press down 3` presses it three times
/// choose 2             # selects row 2 of the list on screen and presses Enter
/// choose "Punk IPA"    # the same, for the first row whose text contains it (any case)
/// wait                 # lets time pass until nothing is loading (fails after 10 s; `wait 30`)
/// expect Signed in     # fails unless the screen shows the text
/// frame Home screen    # prints the screen under a header naming the step
/// ```
///
/// In double quotes, `\"` is a quote, `\\` a backslash and `\n` a line break (typed, it is
/// Enter, as a terminal sends it). Parsing checks every line before anything runs; a wrong line
/// is a `UIScriptError` with its line number.
public struct UIScript: Equatable, Sendable {
  /// One thing the user does.
  public enum Command: Equatable, Sendable {
    /// Types the text into the focused text field, one key per character.
    case type(String)
    /// Pastes the text into the focused text field or text view in one piece, as a terminal
    /// that brackets pastes delivers it (`Key.paste`): line breaks stay text, not Enter.
    case paste(String)
    /// Presses `key` `times` times.
    case press(Key, times: Int)
    /// Selects a row of the list on screen and presses Enter on it.
    case choose(RowChoice)
    /// Lets time pass until nothing is loading, failing after `timeout` seconds of waiting
    /// (see `UIScriptClock.settle(timeout:)`).
    case wait(timeout: Double)
    /// Fails unless the screen shows `text`.
    case expect(String)
    /// Prints the screen under a header naming the step.
    case frame(title: String)
  }

  /// Which row `choose` picks.
  public enum RowChoice: Equatable, Sendable {
    /// The row at this position, from 1, counting through every section.
    case number(Int)
    /// The first row whose text, detail or accessory contains this (case-insensitive).
    case containing(String)
  }

  /// A command and the line it came from.
  public struct Step: Equatable, Sendable {
    /// The line number, from 1.
    public let line: Int
    /// What to do.
    public let command: Command

    /// Creates a step.
    public init(line: Int, command: Command) {
      self.line = line
      self.command = command
    }
  }

  /// How long `wait` waits when the script does not say.
  public static let defaultWaitTimeout: Double = 10

  /// The commands, in order.
  public let steps: [Step]

  /// Creates a script of `steps`.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// How many frames the script prints.
  public var frameCount: Int {
    steps.count { if case .frame = $0.command { true } else { false } }
  }
}
