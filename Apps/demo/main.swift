// The demo's composition root: starts the embedded API on a loopback port, wires the features
// to it, and runs them full screen in the terminal.
import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import TerminalUI

let server: EmbeddedAPIServer
do {
  server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
} catch {
  FileHandle.standardError.write(Data("demo: could not start the embedded API: \(error)\n".utf8))
  exit(1)
}

let window = Window()
let client = APIClient(baseURL: server.baseURL)
let router = AppRouter(window: window, client: client, scheduler: QueueScheduler.main)
router.start()
let device = TerminalDevice.standard
let colorMode = ColorMode.detect(
  environment: ProcessInfo.processInfo.environment, outputIsTerminal: device.outputIsTerminal)

if device.isInteractive {
  let application = TerminalApplication(window: window, colorMode: colorMode)
  router.navigation.unhandledKeyHandler = { key in
    guard key == .character("q") else { return false }
    application.quit()
    return true
  }
  _ = await application.run()
} else {
  // Not a terminal: the scripted tour is not built yet; show the first screen as plain text.
  let size = device.size ?? Size(width: 80, height: 24)
  print(window.draw(size: size).plainLines.joined(separator: "\n"))
}
await server.stop()
