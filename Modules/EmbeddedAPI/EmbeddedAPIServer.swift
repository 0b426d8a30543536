import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// How an embedded API server starts.
public struct EmbeddedAPIConfiguration: Sendable {
  /// The address to listen on (loopback by default): an IPv4 or IPv6 address (brackets around
  /// an IPv6 one, as a URL writes it, are allowed) or a name this machine can look up.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: Int
  /// Faults to inject, for tests.
  public var faults: FaultPlan
  /// The sign-in lockout rule.
  public var loginLockout: LoginLockout
  /// The server's clock, which token expiry is measured against (tests move it).
  public var now: @Sendable () -> Date
  /// Whether `/__admin/faults` lets clients change the faults while the server runs (what
  /// `api-server` offers; off by default).
  public var adminRoutes: Bool
  /// Whether `/__admin/faults` may be served on an address other machines can reach. Off by
  /// default: the route changes how the server answers everyone, so a server with it refuses to
  /// start on a non-loopback address unless this says so.
  public var allowsRemoteAdmin: Bool

  /// Whether `host` is this machine's loopback (`localhost`, 127.x.x.x written as an IPv4
  /// address, `::1`): only this machine's programs can reach a server listening there. A name
  /// that starts with "127." (`127.0.0.1.example.com`) is not.
  public static func isLoopback(_ host: String) -> Bool {
    LoopbackHost.contains(host)
  }

  /// Creates a configuration: loopback, a free port, no faults.
  public init(
    host: String = "127.0.0.1", port: Int = 0, faults: FaultPlan = FaultPlan(),
    loginLockout: LoginLockout = LoginLockout(), now: @escaping @Sendable () -> Date = Date.init,
    adminRoutes: Bool = false, allowsRemoteAdmin: Bool = false
  ) {
    self.adminRoutes = adminRoutes
    self.allowsRemoteAdmin = allowsRemoteAdmin
    self.host = host
    self.port = port
    self.faults = faults
    self.loginLockout = loginLockout
    self.now = now
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
  private let services: ServiceGroup
  private let stopSignal: StopSignal

  /// The server's root URL (`http://127.0.0.1:PORT`).
  public var baseURL: URL { URL(string: "http://\(HostSpelling.inURL(host)):\(port)")! }

  private init(
    host: String, port: Int, task: Task<Void, any Error>, services: ServiceGroup, stopSignal: StopSignal
  ) {
    self.host = host
    self.port = port
    self.task = task
    self.services = services
    self.stopSignal = stopSignal
  }

  /// Starts a server and returns once it accepts connections.
  public static func start(_ configuration: EmbeddedAPIConfiguration = EmbeddedAPIConfiguration()) async throws
    -> EmbeddedAPIServer
  {
    if configuration.adminRoutes, !configuration.allowsRemoteAdmin,
      !EmbeddedAPIConfiguration.isLoopback(configuration.host)
    {
      throw EmbeddedAPIError.adminExposed(host: configuration.host)
    }
    let host = HostSpelling.address(configuration.host)
    let stopSignal = StopSignal()
    let router = makeRouter(configuration, stopSignal: stopSignal)
    var logger = Logger(label: "EmbeddedAPI")
    logger.logLevel = .critical
    let (ports, portSink) = AsyncStream<Int>.makeStream()
    let application = Application(
      router: router,
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: configuration.port), serverName: nil),
      onServerRunning: { channel in
        portSink.yield(channel.localAddress?.port ?? 0)
        portSink.finish()
      },
      logger: logger)
    // A service group, so that stopping is a graceful shutdown: cancelling Hummingbird's run
    // instead can drop an accepted connection unhandled, which NIO treats as a fatal error.
    let services = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [], logger: logger))
    let task = Task {
      defer { portSink.finish() }
      try await services.run()
    }
    for await port in ports {
      return EmbeddedAPIServer(host: host, port: port, task: task, services: services, stopSignal: stopSignal)
    }
    // The server stopped before it listened: report why, in words.
    do {
      try await task.value
    } catch {
      throw EmbeddedAPIError(listeningOn: host, port: configuration.port, failure: error)
    }
    throw EmbeddedAPIError.didNotStart
  }

  /// Every route and middleware of the API over the bundled data, as the server answers them;
  /// also what the in-process fuzz target (`Tooling/Fuzz`, FuzzAPIRequests) drives.
  static func makeRouter(_ configuration: EmbeddedAPIConfiguration, stopSignal: StopSignal) -> Router<
    BasicRequestContext
  > {
    let router = Router()
    APIMiddleware.install(on: router)
    EmbeddedRoutes(dataset: .bundled, configuration: configuration, stopSignal: stopSignal).register(on: router)
    return router
  }

  /// How many requests are held by injected latency or delays now (for tests).
  var heldRequestCount: Int { stopSignal.pausedCount }

  /// Stops accepting connections, answers requests held by injected delays with 503, lets the
  /// requests in flight finish, closes idle connections, and returns once the server is down.
  public func stop() async {
    stopSignal.fire()
    await services.triggerGracefulShutdown()
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
  /// Another program already listens on the port.
  case portInUse(host: String, port: Int)
  /// The address cannot be listened on (not this machine's, or not allowed).
  case cannotListen(host: String, port: Int, reason: String)
  /// `/__admin/faults` would be reachable from other machines, and that was not allowed.
  case adminExposed(host: String)

  /// Classifies a failure to listen (the server library reports errno values).
  init(listeningOn host: String, port: Int, failure: any Error) {
    let text = String(describing: failure)
    if text.contains("Address already in use") || text.contains("errno: 98") {
      self = .portInUse(host: host, port: port)
    } else if text.contains("Cannot assign requested address") || text.contains("errno: 99") {
      self = .cannotListen(host: host, port: port, reason: "\(host) is not an address of this machine")
    } else if text.contains("Permission denied") || text.contains("errno: 13") {
      self = .cannotListen(host: host, port: port, reason: "ports below 1024 need administrator rights")
    } else if text.contains("UnknownHost") {
      self = .cannotListen(
        host: host, port: port,
        reason: "“\(host)” is neither an IP address nor a name this machine can look up (try 127.0.0.1 or ::1)")
    } else {
      self = .cannotListen(host: host, port: port, reason: "the system refused to listen there")
    }
  }

  /// What went wrong, and what to do.
  public var description: String {
    switch self {
    case .didNotStart:
      return "the API server stopped before it listened"
    case let .portInUse(host, port):
      return
        "port \(port) on \(HostSpelling.inURL(host)) is already in use by another program; stop it or choose another port with --port (0 picks a free one)"
    case let .cannotListen(host, port, reason):
      return "cannot listen on \(HostSpelling.inURL(host)):\(port): \(reason)"
    case let .adminExposed(host):
      return
        "refusing to serve /__admin/faults on \(host), which other machines can reach: anyone there could change how the server answers; listen on 127.0.0.1, turn the admin route off (--no-admin), or allow it explicitly (--allow-remote-admin)"
    }
  }
}
