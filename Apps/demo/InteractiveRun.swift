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
    let router = AppRouter(window: window, client: APIClient(baseURL: api), scheduler: QueueScheduler.main)
    router.start()
    let application = TerminalApplication(window: window, colorMode: colorMode, maximumSize: maximumSize)
    router.navigation.unhandledKeyHandler = { key in
      guard key == .character("q") else { return false }
      application.quit()
      return true
    }
    return await application.run()
  }
}
