import FeatureKit
import TerminalUI

/// The built-in tour, played when stdout is not a terminal: each registered feature's part
/// (`Feature.tour`) in the order of `Features.swift`, then the home screen's own part. Each part
/// is printed under a line naming it ("═══ posts ═══"), so a new feature adds a part and
/// leaves the others' frames as they were. The parts double as example scripts.
@MainActor
enum Tour {
  /// A part of the tour: a script and what to call it.
  struct Part {
    /// The feature's id, or "home".
    let name: String
    let script: UIScript
  }

  /// The root's own part: the home screen the features start from, then signing out.
  static let home = """
    # Home: the greeting comes from the API; the menu lists the features.
    frame Home - the signed-in user, and a menu of the features
    choose Sign out
    frame Signed out - back to the sign-in screen
    """

  /// The parts, parsed; a part that does not parse is a failure naming it.
  static func parts(of features: [RegisteredFeature<ViewController>]) throws(DemoFailure) -> [Part] {
    let texts = features.filter { !$0.tour.isEmpty }.map { ($0.id, $0.tour) } + [("home", home)]
    var parts: [Part] = []
    for (name, text) in texts {
      do {
        parts.append(Part(name: name, script: try UIScript(parsing: text)))
      } catch {
        throw DemoFailure("the tour's part \(name) does not parse: \(error)")
      }
    }
    return parts
  }

  /// What `--feature ID` plays when no script is given: one frame once it has loaded.
  static func preview(of id: String) -> UIScript {
    do {
      return try UIScript(parsing: "wait\nframe Preview of \(id)")
    } catch {
      preconditionFailure("the preview script does not parse: \(error)")
    }
  }

  /// The line printed before a part: "═══ posts ════…", as wide as the frames.
  static func heading(of part: Part, width: Int) -> String {
    let heading = "═══ \(part.name) "
    return heading + String(repeating: "═", count: max(3, width - heading.count))
  }
}
