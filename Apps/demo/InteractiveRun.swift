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

  /// Runs until the user quits or interrupts (Ctrl-C); `previewing` opens that feature alone.
  ///
  /// - throws: `DemoUsageError` for an unknown feature id, before the terminal is taken over.
  func run(against api: URL, previewing featureID: String?) async throws(DemoUsageError)
    -> TerminalApplication.Ending
  {
    let window = Window()
    let application = TerminalApplication(window: window, colorMode: colorMode, maximumSize: maximumSize)
    let router = AppRouter(
      window: window, client: APIClient(baseURL: api), scheduler: QueueScheduler.main,
      quit: { [weak application] in application?.quit() })
    if let featureID { try router.startPreview(of: featureID) } else { router.start() }
    // The router owns the features' wiring; it must outlive the run.
    defer { withExtendedLifetime(router) {} }
    return await application.run()
  }
}
