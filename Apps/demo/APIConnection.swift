import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore

/// The API the demo talks to: its own embedded server on a loopback port, or the server the
/// user named; either way checked to answer before any screen shows.
struct APIConnection {
  /// Where requests go.
  let baseURL: URL
  private let server: EmbeddedAPIServer?

  /// Starts the embedded API, or uses `url`; fails with a one-line reason if it does not answer.
  static func open(_ url: URL?) async throws(DemoFailure) -> APIConnection {
    let connection: APIConnection
    if let url {
      connection = APIConnection(baseURL: url, server: nil)
    } else {
      do {
        let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
        connection = APIConnection(baseURL: server.baseURL, server: server)
      } catch {
        throw DemoFailure("could not start the built-in API on this machine: \(error)")
      }
    }
    if let problem = await connection.probe() {
      await connection.close()
      let advice = url == nil ? "" : Self.advice(for: problem, at: connection.baseURL)
      throw DemoFailure(
        "the API at \(connection.baseURL.absoluteString) is unreachable: \(problem.userMessage)\(advice)")
    }
    return connection
  }

  /// What to do when the server the user named does not answer.
  private static func advice(for problem: CoreError, at url: URL) -> String {
    if case let .transport(failure) = problem, failure.kind == .unsupportedAddress, url.host?.contains(":") == true {
      // FoundationNetworking on Linux refuses every URL with an IPv6 address in it.
      return " Its URL loading refuses every URL with an IPv6 address in it; name the host instead (localhost for ::1)."
    }
    return " Check that the server is running there, or leave out --api-base-url to use the built-in one."
  }

  /// Stops the embedded server, if the demo started one.
  func close() async {
    await server?.stop()
  }

  /// Why one small request fails, or `nil` when it succeeds (no retries, 5 s at most).
  private func probe() async -> CoreError? {
    let client = APIClient(baseURL: baseURL, configuration: APIClient.Configuration(timeout: 5, retryPolicy: .never))
    switch await client.send(Endpoint.raw(.get, "/posts/1")).firstResult() {
    case .success: return nil
    case let .failure(error): return error
    case nil: return .transport(TransportFailure(.connectionLost, detail: "the request ended without a response"))
    }
  }
}

/// A runtime failure of the demo, told to the user in one line (exit status 1).
struct DemoFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
