import Foundation
import Hummingbird
import Logging

/// How an embedded API server starts.
public struct EmbeddedAPIConfiguration: Sendable {
  /// The address to listen on (loopback by default).
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// Faults to inject, for tests.
  public var faults: FaultPlan
  /// The sign-in lockout rule.
  public var loginLockout: LoginLockout

  /// Creates a configuration: loopback, a free port, no faults.
  public init(
    host: String = "127.0.0.1", port: Int = 0, faults: FaultPlan = FaultPlan(),
    loginLockout: LoginLockout = LoginLockout()
  ) {
    self.host = host
    self.port = port
    self.faults = faults
    self.loginLockout = loginLockout
  }
}

/// The offline API: JSONPlaceholder (posts, comments, users), Punk API v2 (beers) and
/// DummyJSON-style sign-in, served over real HTTP from bundled data.
public final class EmbeddedAPIServer: Sendable {
  /// The port the server listens on.
  public let port: Int
  /// The address it listens on.
  public let host: String
  private let task: Task<Void, any Error>

  /// The server's root URL (`http://127.0.0.1:PORT`).
  public var baseURL: URL { URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)")! }

  private init(host: String, port: Int, task: Task<Void, any Error>) {
    self.host = host
    self.port = port
    self.task = task
  }

  /// Starts a server and returns once it accepts connections.
  public static func start(_ configuration: EmbeddedAPIConfiguration = EmbeddedAPIConfiguration()) async throws
    -> EmbeddedAPIServer
  {
    let router = Router()
    EmbeddedRoutes(dataset: .bundled, configuration: configuration).register(on: router)
    var logger = Logger(label: "EmbeddedAPI")
    logger.logLevel = .critical
    let (ports, portSink) = AsyncStream<Int>.makeStream()
    let application = Application(
      router: router,
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port), serverName: nil),
      onServerRunning: { channel in
        portSink.yield(channel.localAddress?.port ?? 0)
        portSink.finish()
      },
      logger: logger)
    let task = Task {
      defer { portSink.finish() }
      try await application.run()
    }
    for await port in ports {
      return EmbeddedAPIServer(host: configuration.host, port: port, task: task)
    }
    // The server stopped before it listened: report why.
    try await task.value
    throw EmbeddedAPIError.didNotStart
  }

  /// Stops accepting connections and finishes the requests in flight.
  public func stop() async {
    task.cancel()
    _ = await task.result
  }

  /// Waits until the server stops.
  public func waitUntilStopped() async {
    _ = await task.result
  }
}

/// Why a server could not run.
public enum EmbeddedAPIError: Error, Equatable, CustomStringConvertible {
  /// The server stopped before it listened.
  case didNotStart

  /// What went wrong.
  public var description: String { "the embedded API server stopped before it listened" }
}
