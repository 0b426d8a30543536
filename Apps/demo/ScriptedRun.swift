import Foundation
import Networking
import TerminalUI

/// Plays a script (the built-in tour or the user's) against the demo's screens, printing each
/// frame as text. UI time is virtual and passes only while the script waits, so the same script
/// prints the same frames on every run.
@MainActor
struct ScriptedRun {
  let script: UIScript
  /// What to call the script in errors ("tour", or the file's path).
  let name: String
  let size: Size
  let colorMode: ColorMode

  /// The script in the file at `path`, checked; a failure names the file (and the line).
  static func load(_ path: String, size: Size, colorMode: ColorMode) throws(DemoFailure) -> ScriptedRun {
    let text: String
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw DemoFailure("cannot read the script \(path): there is no such file.")
    }
    guard !isFolder.boolValue else {
      throw DemoFailure("cannot read the script \(path): it is a folder; give the path of a script file.")
    }
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      let reason =
        FileManager.default.isReadableFile(atPath: path)
        ? "it is not UTF-8 text." : "you do not have permission to read it."
      throw DemoFailure("cannot read the script \(path): \(reason)")
    }
    do {
      return ScriptedRun(script: try UIScript(parsing: text), name: path, size: size, colorMode: colorMode)
    } catch {
      throw DemoFailure("\(path): \(error)")
    }
  }

  /// Plays the script against the API at `api`, printing frames to stdout.
  func play(against api: URL) async throws(DemoFailure) {
    let transport = ActivityTrackingTransport()
    let clock = VirtualUIClock(isBusyOutside: { transport.requestsInFlight > 0 })
    let window = Window()
    let player = UIScriptPlayer(window: window, size: size, colorMode: colorMode, clock: clock) { print($0) }
    let router = AppRouter(
      window: window, client: APIClient(baseURL: api, transport: transport), scheduler: clock.scheduler,
      quit: { [weak player] in player?.stop() })
    router.start()
    // The features hold their router weakly; it must outlive the script.
    defer { withExtendedLifetime(router) {} }
    do {
      try await player.play(script)
    } catch {
      throw DemoFailure("\(name): \(error)")
    }
  }
}
