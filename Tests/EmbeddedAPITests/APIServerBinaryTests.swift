import Foundation
import ProgramTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `api-server` as a user runs it: it reports its port, serves, and stops cleanly on Ctrl-C.
@Suite("api-server binary")
struct APIServerBinaryTests {
  @Test("--port 0 reports the port, serves posts, and SIGINT stops it with status 0")
  func runsAndStops() async throws {
    let server = try APIServerProcess()
    let (data, response) = try await URLSession.shared.data(
      from: try #require(URL(string: "\(server.baseURL)/posts/1")))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains("\"id\":1"))
    server.stop()
    #expect(server.exitStatus == 0)
    #expect(server.remainingOutput().contains("api-server stopped"))
  }

  @Test("a wrong flag is a clear error with a non-zero status")
  func wrongFlag() throws {
    let process = Process()
    process.executableURL = builtProduct("api-server")
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
