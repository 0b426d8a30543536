import Networking
import ReactiveCore

/// A requirement: the API client every request goes through (authorized by the app's session).
/// A feature makes its live providers from it.
public protocol APIEnvironment {
  /// The app's client of its API.
  var apiClient: APIClient { get }
}

/// A requirement: the scheduler UI-facing results are delivered on and timers run on (the main
/// queue in an app; a `TestScheduler` in tests and in the scripted tour, where time is virtual).
public protocol UISchedulerEnvironment {
  /// The UI scheduler.
  var uiScheduler: DateScheduler { get }
}
