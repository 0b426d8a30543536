import ArgumentParser
import Foundation
import Networking
import TerminalUI

/// The demo's command line. Parsing errors exit with status 2 (see `main.swift`).
struct DemoOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "The ReactiveMVVM toolkit at work: sign in, posts, and a beer catalogue, in the terminal.",
    discussion: """
      In a terminal it runs full screen: arrows, PgUp/PgDn, Enter, Tab between fields, Esc or \
      Backspace for back, n/p in a beer's detail, r to retry, q or Ctrl-C to quit. When stdout is \
      not a terminal it plays a built-in tour and prints every frame as plain text. --feature ID \
      opens one feature on its own, as its preview (with --script, plays the script against it). It starts its \
      own API server on a loopback port unless --api-base-url names another. Exit status: 0 done, \
      1 runtime failure, 2 usage error.
      """)

  @Option(
    name: .customLong("script"),
    help: ArgumentHelp("Play this script instead of the tour (a pipe too: /dev/stdin).", valueName: "file"))
  var scriptPath: String?

  @Option(
    name: .customLong("api-base-url"),
    help: ArgumentHelp("Talk to the API at this URL instead of starting one.", valueName: "url"))
  var apiBaseURL: String?

  @Option(
    name: .customLong("feature"),
    help: ArgumentHelp(
      "Open only this feature (signed in with the demo account if it needs a session): posts, beer-list, …",
      valueName: "id"))
  var featureID: String?

  @Option(help: "Frame width in columns (scripted: default 80; interactive: at most the terminal's).")
  var width: Int?

  @Option(help: "Frame height in lines (scripted: default 24; interactive: at most the terminal's).")
  var height: Int?

  @Option(help: "Styled output: auto (on a colour terminal), always or never.")
  var color: ColorMode.Preference = .auto

  /// The API base URL the user gave, checked.
  var apiURL: URL? {
    apiBaseURL.flatMap(URL.init(string:))
  }

  func validate() throws {
    if let apiBaseURL {
      let url = URL(string: apiBaseURL)
      // Before anything repeats the URL: a password must not reach the terminal or a log.
      if let url, url.user != nil || url.password != nil {
        throw ValidationError(
          "--api-base-url must not carry a user name or password (the demo signs in on its sign-in screen); "
            + "give the URL without them")
      }
      guard let url, ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false
      else { throw ValidationError("--api-base-url must be an http or https URL, not “\(apiBaseURL)”") }
      if let port = url.port, !(1...65_535).contains(port) {
        throw ValidationError("--api-base-url \(apiBaseURL): \(port) is not a port; ports are from 1 to 65535")
      }
      // The same rules every request follows: refused here, before anything starts.
      if let violation = HostRules().violation(for: url) {
        throw ValidationError("--api-base-url \(apiBaseURL): \(violation); use https")
      }
    }
    for (name, value) in [("--width", width), ("--height", height)] {
      if let value, !(1...1_000).contains(value) {
        throw ValidationError("\(name) must be from 1 to 1000, not \(value)")
      }
    }
    // A frame below the smallest the screens fit in would only ever show "Window too small".
    let minimum = MinimumFrame.size
    if let width, width < minimum.width {
      throw ValidationError("Window too small: --width \(width) is below the \(minimum.width) columns the demo needs")
    }
    if let height, height < minimum.height {
      throw ValidationError("Window too small: --height \(height) is below the \(minimum.height) lines the demo needs")
    }
    if let scriptPath, scriptPath.isEmpty { throw ValidationError("--script needs a file path") }
    if let featureID, featureID.isEmpty { throw ValidationError("--feature needs a feature id, such as posts") }
  }
}

extension DemoOptions {
  /// The frame size of scripted runs: `--width` x `--height`, 80x24 by default.
  var scriptedSize: Size {
    Size(width: width ?? 80, height: height ?? 24)
  }

  /// The largest frame of interactive runs, when `--width` or `--height` caps the terminal's.
  var maximumSize: Size? {
    guard width != nil || height != nil else { return nil }
    return Size(width: width ?? .max, height: height ?? .max)
  }
}

extension DemoOptions {
  /// The command line with `--width -5` written as `--width=-5`, so a negative number reaches
  /// validation ("must be from 1 to 1000") instead of being taken for an option ("Missing value").
  static func joiningNegativeValues(_ arguments: [String]) -> [String] {
    var joined: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      let next = arguments.index(after: index)
      if ["--width", "--height"].contains(argument), next < arguments.endIndex,
        arguments[next].hasPrefix("-"), Int(arguments[next]) != nil
      {
        joined.append("\(argument)=\(arguments[next])")
        index = arguments.index(after: next)
      } else {
        joined.append(argument)
        index = next
      }
    }
    return joined
  }
}
