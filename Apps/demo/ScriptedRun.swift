import Foundation
import Networking
import TerminalUI

/// Plays the built-in tour or the user's script against the demo's screens (or against one
/// feature's preview), printing each frame as text. UI time is virtual and passes only while
/// the script waits, so the same script prints the same frames on every run.
@MainActor
struct ScriptedRun {
  /// What to play.
  enum Program {
    /// Every feature's part of the tour, then the home screen's.
    case tour
    /// The user's script; `name` (its path) names it in errors.
    case script(UIScript, name: String)
  }

  let program: Program
  let size: Size
  let colorMode: ColorMode

  /// The script in the file at `path`, checked; a failure names the file (and the line).
  static func load(_ path: String) throws(DemoFailure) -> Program {
    let text = try ScriptFile.text(at: path)
    do {
      return .script(try UIScript(parsing: text), name: path)
    } catch {
      throw DemoFailure("\(path): \(error)")
    }
  }

  /// Plays against the API at `api`, printing frames to stdout; `previewing` opens that feature
  /// alone (the tour then plays just its preview frame).
  ///
  /// - throws: `DemoFailure`, or `DemoUsageError` for an unknown feature id.
  func play(against api: URL, previewing featureID: String?) async throws {
    let transport = ActivityTrackingTransport()
    let clock = VirtualUIClock(isBusyOutside: { transport.requestsInFlight > 0 })
    let window = Window()
    let player = UIScriptPlayer(window: window, size: size, colorMode: colorMode, clock: clock) { print($0) }
    // The client's retry delays and timeouts run on the virtual clock too: on a real one, a
    // retry waiting its backoff was neither scheduled work nor a request in flight, so a wait
    // jumped virtual time past it and failed with "still loading" (found by Tooling/soak.py).
    let client = APIClient(baseURL: api, transport: transport, scheduler: clock.scheduler)
    let router = AppRouter(
      window: window, client: client, scheduler: clock.scheduler,
      quit: { [weak player] in player?.stop() })
    // The router owns the features' wiring; it must outlive the script.
    defer { withExtendedLifetime(router) {} }
    let parts: [Tour.Part]
    let headed: Bool
    switch (program, featureID) {
    case let (.script(script, name), _): (parts, headed) = ([Tour.Part(name: name, script: script)], false)
    case let (.tour, id?): (parts, headed) = ([Tour.Part(name: "preview", script: Tour.preview(of: id))], false)
    case (.tour, nil): (parts, headed) = (try Tour.parts(of: router.features), true)
    }
    if let featureID { try router.startPreview(of: featureID) } else { router.start() }
    for part in parts {
      if headed { print(Tour.heading(of: part, width: size.width)) }
      do {
        try await player.play(part.script)
      } catch {
        throw DemoFailure("\(part.name): \(error)")
      }
    }
  }
}
