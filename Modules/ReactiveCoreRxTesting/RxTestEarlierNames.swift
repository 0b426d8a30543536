import ReactiveCoreRx

// RxTest 4's spellings, which RxTest 5 and 6 still accept (its `Deprecated.swift`): tests and
// articles from those years write `next(210, 1)` rather than `.next(210, 1)` and pass the
// disposal tick to `start` without a label. Each forwards to the current name.

/// An element at `time`: RxTest 4's global form of `Recorded.next(time, element)`.
public func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>> {
  .next(time, element)
}

/// A completion at `time`: RxTest 4's global form of `Recorded.completed(time)`.
public func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> {
  .completed(time, type)
}

/// A failure with `error` at `time`: RxTest 4's global form of `Recorded.error(time, error)`.
public func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self)
  -> Recorded<Event<Element>>
{
  .error(time, error, type)
}

extension TestScheduler {
  /// RxTest 4's `start(disposed:create:)`, the disposal tick unlabeled: `start(400) { ... }`.
  public func start<Source: ObservableConvertibleType>(
    _ disposed: TestTime, create: @escaping () -> Source
  ) -> TestableObserver<Source.Element> {
    start(disposed: disposed, create: create)
  }

  /// RxTest 4's `start(created:subscribed:disposed:create:)`, the creation tick unlabeled.
  public func start<Source: ObservableConvertibleType>(
    _ created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source
  ) -> TestableObserver<Source.Element> {
    start(created: created, subscribed: subscribed, disposed: disposed, create: create)
  }
}
