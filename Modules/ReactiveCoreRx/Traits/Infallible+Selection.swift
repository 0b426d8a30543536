import ReactiveCore

/// The operators that pick which of an `Infallible`'s elements pass, by count, by predicate, by
/// another sequence or by time; each is the `Observable` operator of the same name.
extension Infallible {
  /// The first `count` elements, then completion.
  @inlinable
  public func take(_ count: Int) -> Infallible {
    Infallible(source.take(count))
  }

  /// The elements until `other` sends an element, then completion.
  @inlinable
  public func take<Other: InfallibleType>(until other: Other) -> Infallible {
    Infallible(source.take(until: other.asObservable()))
  }

  /// The elements until `other` sends an element, then completion (an error from `other` ends
  /// this sequence with it).
  @inlinable
  public func take<Other: ObservableType>(until other: Other) -> Infallible {
    Infallible(source.take(until: other))
  }

  /// The elements until `predicate` first holds (with `.inclusive`, that one too), then
  /// completion.
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible {
    Infallible(source.take(until: predicate, behavior: behavior))
  }

  /// The elements while `predicate` holds (with `.inclusive`, the first it rejects too), then
  /// completion.
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Infallible {
    Infallible(source.take(while: predicate, behavior: behavior))
  }

  /// Drops the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> Infallible {
    Infallible(source.skip(count))
  }

  /// Drops elements while `predicate` holds, then forwards everything.
  @inlinable
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible {
    Infallible(source.skip(while: predicate))
  }

  /// Drops the elements sent before `other` sends its first element.
  @inlinable
  public func skip<Other: ObservableType>(until other: Other) -> Infallible {
    Infallible(source.skip(until: other))
  }
}

extension Infallible where Element: Sendable {
  /// The elements sent during the first `duration` after subscribing, then completion.
  @inlinable
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible {
    Infallible(source.take(for: duration, scheduler: scheduler))
  }
}
