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
      let advice =
        url == nil
        ? "" : " Check that the server is running there, or leave out --api-base-url to use the built-in one."
      throw DemoFailure("the API at \(connection.baseURL.absoluteString) is unreachable: \(problem)\(advice)")
    }
    return connection
  }

  /// Stops the embedded server, if the demo started one.
  func close() async {
    await server?.stop()
  }

  /// Why one small request fails, or `nil` when it succeeds (no retries, 5 s at most).
  private func probe() async -> String? {
    let client = APIClient(baseURL: baseURL, configuration: APIClient.Configuration(timeout: 5, retryPolicy: .never))
    switch await client.send(Endpoint.raw(.get, "/posts/1")).firstResult() {
    case .success: return nil
    case let .failure(error): return error.userMessage
    case nil: return "no response"
    }
  }
}

/// A runtime failure of the demo, told to the user in one line (exit status 1).
struct DemoFailure: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
