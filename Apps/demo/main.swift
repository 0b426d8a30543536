// The demo's composition root: reads the command line, connects to the API (its own embedded
// server unless told otherwise), and runs the features interactively, as the built-in tour, or
// as the user's script. The features and their wiring are in Features.swift. Exit status: 0
// done, 1 runtime failure, 2 usage error.
import ArgumentParser
import Foundation
import TerminalUI

let options: DemoOptions
do {
  options = try DemoOptions.parse(DemoOptions.joiningNegativeValues(Array(CommandLine.arguments.dropFirst())))
} catch {
  // --help prints and exits 0; anything else is a usage error: the message, then status 2.
  if DemoOptions.exitCode(for: error) == .success { DemoOptions.exit(withError: error) }
  usageError(DemoOptions.message(for: error))
}

/// Reports a usage error with the usage line and exits with status 2.
func usageError(_ message: String) -> Never {
  let usage = "Usage: \(DemoOptions.usageString())\nSee 'demo --help' for more."
  FileHandle.standardError.write(Data("demo: \(message)\n\(usage)\n".utf8))
  exit(2)
}

/// Reports a runtime failure in one line and exits with status 1.
func fail(_ failure: DemoFailure) -> Never {
  FileHandle.standardError.write(Data("demo: \(failure.reason)\n".utf8))
  exit(1)
}

let device = TerminalDevice.standard
let colorMode = ColorMode.detect(
  preference: options.color, environment: ProcessInfo.processInfo.environment,
  outputIsTerminal: device.outputIsTerminal)

// What to play, read and checked before anything starts: the user's script, else the tour when
// the output is not a terminal, else nothing (interactive).
let scripted: ScriptedRun?
do {
  if let path = options.scriptPath {
    scripted = ScriptedRun(program: try ScriptedRun.load(path), size: options.scriptedSize, colorMode: colorMode)
  } else {
    scripted =
      device.isInteractive ? nil : ScriptedRun(program: .tour, size: options.scriptedSize, colorMode: colorMode)
  }
} catch {
  fail(error)
}

let api: APIConnection
do {
  // In a terminal, say at once what is happening: a slow server would otherwise leave the
  // screen blank until the first request answers.
  if scripted == nil, let url = options.apiURL {
    FileHandle.standardOutput.write(Data("Connecting to the API at \(url.absoluteString)…\n".utf8))
  }
  api = try await APIConnection.open(options.apiURL)
} catch {
  fail(error)
}

do {
  if let scripted {
    try await scripted.play(against: api.baseURL, previewing: options.featureID)
  } else {
    _ = try await InteractiveRun(colorMode: colorMode, maximumSize: options.maximumSize)
      .run(against: api.baseURL, previewing: options.featureID)
  }
} catch let error as DemoUsageError {
  await api.close()
  usageError(error.message)
} catch let error as DemoFailure {
  await api.close()
  fail(error)
} catch {
  await api.close()
  fail(DemoFailure("\(error)"))
}
await api.close()
exit(0)
