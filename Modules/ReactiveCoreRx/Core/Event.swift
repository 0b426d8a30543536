/// One event of an Rx sequence, with RxSwift's grammar: `next*` then at most one `error` or
/// `completed`.
///
/// ReactiveCore's fourth event, `interrupted`, has no Rx counterpart: a subscription cut off by
/// disposal just stops, and its `onDisposed` runs.
public enum Event<Element> {
  /// A value.
  case next(Element)
  /// The sequence failed; nothing follows.
  case error(Swift.Error)
  /// The sequence ended normally; nothing follows.
  case completed

  /// The value of a `next` event, else `nil`.
  @inlinable
  public var element: Element? {
    if case let .next(element) = self { return element }
    return nil
  }

  /// The error of an `error` event, else `nil`.
  @inlinable
  public var error: Swift.Error? {
    if case let .error(error) = self { return error }
    return nil
  }

  /// Whether this is `completed`.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Whether this event ends the sequence (`error` or `completed`).
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// The same event with its value transformed; a throwing transform turns it into `error`.
  @inlinable
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case let .next(element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case let .error(error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// `next(1)`, `error(...)` or `completed`, as RxSwift prints events.
  @inlinable
  public var debugDescription: String {
    switch self {
    case let .next(element): return "next(\(element))"
    case let .error(error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

extension Event: Equatable where Element: Equatable {
  /// Events are equal when they are the same kind with equal elements; errors are equal when
  /// they have the same type and description (as RxTest compares them on Linux, where errors
  /// have no domain and code to compare).
  @inlinable
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case let (.next(left), .next(right)): return left == right
    case let (.error(left), .error(right)): return sameError(left, right)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

/// Whether two errors are equal as RxTest compares them on Linux: same type and description.
@inlinable func sameError(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
  type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
}

/// Whether two outcomes of a `Single` are equal: equal elements, or errors of the same type and
/// description (RxTest's comparison; `SingleEvent` is a `Result`, which cannot conform to
/// `Equatable` with an untyped error).
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
  switch (lhs, rhs) {
  case let (.success(left), .success(right)): return left == right
  case let (.failure(left), .failure(right)): return sameError(left, right)
  default: return false
  }
}

/// Whether two outcomes of a `Single` differ (see `==`).
public func != <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
  !(lhs == rhs)
}
