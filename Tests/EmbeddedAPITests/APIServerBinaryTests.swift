import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `api-server` as a user runs it: it reports its port, serves, and stops cleanly on Ctrl-C.
@Suite("api-server binary")
struct APIServerBinaryTests {
  /// The `api-server` executable SwiftPM built beside the test bundle.
  static var binary: URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while directory.path != "/"
      && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("api-server").path)
    {
      directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("api-server")
  }

  @Test("--port 0 reports the port, serves posts, and SIGINT stops it with status 0")
  func runsAndStops() async throws {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let line = try #require(String(data: output.fileHandleForReading.availableData, encoding: .utf8))
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
    let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: "\(address)/posts/1")))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains("\"id\":1"))
    process.interrupt()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(rest.contains("api-server stopped"))
  }

  @Test("a wrong flag is a clear error with a non-zero status")
  func wrongFlag() throws {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--port", "70000"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message.contains("--port must be from 0 to 65535"))
  }
}
