import ArgumentParser
import Foundation
import FuzzSupport
import TerminalUI

/// Fuzzes the demo's command line as `main.swift` reads it: `DemoOptions` (compiled into this
/// target through symlinks to `Apps/demo`) parsing an argument vector made of the input's
/// zero-separated parts, after `joiningNegativeValues`.
///
/// Oracle: the arguments parse into options that hold what validation promises (a width and
/// height from the demo's minimum to 1000, an http or https API URL with a host, non-empty script
/// path and feature id), or fail with a message in words (non-empty, not a Swift type dump).
@_cdecl("FuzzDemoArguments_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, test: fuzzDemoArguments)
}

func fuzzDemoArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(16)
    .map { String(decoding: $0, as: UTF8.self) }
  do {
    let options = try DemoOptions.parse(DemoOptions.joiningNegativeValues(arguments))
    let minimum = MinimumFrame.size
    if let width = options.width, !(minimum.width...1_000).contains(width) {
      fatalError("demo arguments oracle: \(arguments) gave width \(width)")
    }
    if let height = options.height, !(minimum.height...1_000).contains(height) {
      fatalError("demo arguments oracle: \(arguments) gave height \(height)")
    }
    if options.apiBaseURL != nil {
      guard let url = options.apiURL, ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
        url.host?.isEmpty == false
      else { fatalError("demo arguments oracle: \(arguments) gave the API URL \(String(describing: options.apiURL))") }
    }
    if options.scriptPath?.isEmpty == true || options.featureID?.isEmpty == true {
      fatalError("demo arguments oracle: \(arguments) gave an empty script path or feature id")
    }
  } catch {
    let message = DemoOptions.message(for: error)
    if message.isEmpty || message.contains("Error(") || message.contains("ValidationError") {
      fatalError("demo arguments oracle: \(arguments) failed with \(message.debugDescription)")
    }
  }
  return 0
}

/// `--color auto|always|never`, as the demo declares it (`Apps/demo/ColorPreference+Argument.swift`;
/// retroactive here, where TerminalUI is another package's module).
extension ColorMode.Preference: @retroactive ExpressibleByArgument {}
