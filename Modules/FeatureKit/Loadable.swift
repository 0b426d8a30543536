import ReactiveCore

/// One value a screen loads on its own: the post above its comments, the user above their
/// albums, or a whole detail screen's one record. It loads from the start; it arrives or fails;
/// after a failure it waits for `retry`, which loads it again. Beside a `PagedList`, each fails
/// and retries on its own, so a retry loads again only what failed and keeps what arrived.
///
/// Drive it in a `Loop` with `reduce` and the `loading(_:on:)` feedback; in a screen's own
/// `State` beside a list, pull both back into the screen's loop (`pullback(value:embedEvent:)`)
/// and let the list's status say it too (`ListScreenStatus.including(_:named:)`).
public struct Loadable<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value, once it arrived.
  public var value: Value?
  /// Why it could not load, until a retry.
  public var failure: FeatureError?

  /// A value that loads from the start.
  public init() {}

  /// A value already there (a screen opened with it, a preview, a test).
  public init(_ value: Value) { self.value = value }

  /// Whether it is loading: neither arrived nor failed.
  public var isLoading: Bool { value == nil && failure == nil }

  /// What changes it.
  public enum Event: Equatable, Sendable {
    /// The value arrived.
    case arrived(Value)
    /// It could not load.
    case failed(FeatureError)
    /// Load it again after a failure (nothing otherwise: a value that loads or arrived stays).
    case retry
  }

  /// Applies `event`.
  public static func reduce(_ state: inout Loadable, _ event: Event) {
    switch event {
    case let .arrived(value):
      state.value = value
      state.failure = nil
    case let .failed(error):
      guard state.value == nil else { return }
      state.failure = error
    case .retry:
      state.failure = nil
    }
  }

  /// The loop's loading effect: starts `load` whenever the value is to load (at the start and
  /// after each retry) and sends its first value, or its failure, delivered on `scheduler`; a
  /// `load` that ends with no value fails ("The server sent nothing."). The loop stopping
  /// cancels the request in flight.
  public static func loading(
    _ load: @escaping @Sendable () -> SignalProducer<Value, FeatureError>, on scheduler: DateScheduler
  ) -> Feedback<Loadable, Event> {
    Feedback(
      skippingRepeated: { $0.isLoading ? true : nil },
      effects: { _ -> SignalProducer<Event, Never> in
        load()
          .map(Event.arrived)
          .flatMapError { SignalProducer(value: Event.failed($0)) }
          .concat(value: .failed(FeatureError(message: "The server sent nothing.")))
          .take(first: 1)
          .observe(on: scheduler)
      })
  }
}

extension ListScreenStatus {
  /// This status with what `loadable`, called `name` ("the post"), says first: "Loading the
  /// post…" while it loads (the spinner's text), and after a failure, in red, "Couldn't load
  /// the post: <reason> (r to retry)" (the status line). Once it arrived, the status is this one.
  public func including<Value>(_ loadable: Loadable<Value>, named name: String) -> ListScreenStatus {
    var status = self
    if loadable.isLoading { status.loadingText = "Loading \(name)…" }
    if let failure = loadable.failure {
      status.statusText = "Couldn't load \(name): \(failure.message) (r to retry)"
      status.isFailed = true
    }
    return status
  }
}
