import Foundation
import Networking
import ReactiveCore
import TerminalUI

/// Runs the demo full screen in the terminal until the user quits; the terminal is restored
/// however it ends.
@MainActor
struct InteractiveRun {
  let colorMode: ColorMode
  let maximumSize: Size?

  /// Whether the user interrupted (Ctrl-C) rather than quit.
  func run(against api: URL) async -> TerminalApplication.Ending {
    let window = Window()
    let application = TerminalApplication(window: window, colorMode: colorMode, maximumSize: maximumSize)
    let router = AppRouter(
      window: window, client: APIClient(baseURL: api), scheduler: QueueScheduler.main,
      quit: { [weak application] in application?.quit() })
    router.start()
    // The features hold their router weakly; it must outlive the run.
    defer { withExtendedLifetime(router) {} }
    return await application.run()
  }
}
