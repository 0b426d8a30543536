import Foundation
import ProgramTestSupport

/// The `demo` binary run as a user runs it with its output redirected: its exit status and
/// what it wrote to stdout and stderr.
struct DemoProcess {
  static let binary = builtProduct("demo")

  let status: Int32
  let output: String
  let errors: String

  /// Runs `demo` with `arguments`, stdin from /dev/null (or a pipe `input` is written into and
  /// closed) and stdout/stderr to files.
  static func run(_ arguments: [String], input: String? = nil) async throws -> DemoProcess {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("stdout")
    let errorsURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let inputPipe = input.map { _ in Pipe() }
    process.standardInput = inputPipe ?? FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorsURL)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    process.environment = environment
    let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, Error>) in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
        if let inputPipe, let input {
          inputPipe.fileHandleForWriting.write(Data(input.utf8))
          try inputPipe.fileHandleForWriting.close()
        }
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return DemoProcess(
      status: status, output: try String(contentsOf: outputURL, encoding: .utf8),
      errors: try String(contentsOf: errorsURL, encoding: .utf8))
  }

  /// Runs `demo --script` on a file holding `script`, plus `arguments`.
  static func run(script: String, _ arguments: [String] = []) async throws -> DemoProcess {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).script")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try await run(["--script", file.path] + arguments)
  }
}
