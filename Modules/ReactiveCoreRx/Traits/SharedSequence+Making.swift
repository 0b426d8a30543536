import ReactiveCore

extension ObservableConvertibleType where Element: Sendable {
  /// A `Driver` of this sequence that replaces an error with `onErrorJustReturn`, then
  /// completes.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// A `Driver` of this sequence that continues with `onErrorDriveWith` after an error.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
  }

  /// A `Driver` of this sequence that continues with what `onErrorRecover` returns for an
  /// error.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }

  /// A `Signal` of this sequence that replaces an error with `onErrorJustReturn`, then
  /// completes.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// A `Signal` of this sequence that continues with `onErrorSignalWith` after an error.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
  }

  /// A `Signal` of this sequence that continues with what `onErrorRecover` returns for an
  /// error.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}

extension Variable where Element: Sendable {
  /// The variable as a `Driver` (RxCocoa 4's): its current value, then every change, on the
  /// main queue; it completes when the variable is deinitialized.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(raw: asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension BehaviorRelay where Element: Sendable {
  /// The relay as a `Driver`: its current value, then every change, on the main queue.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(raw: observe(on: DriverSharingStrategy.scheduler))
  }
}

extension PublishRelay where Element: Sendable {
  /// The relay as a `Signal`: every accepted value, on the main queue.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(raw: observe(on: SignalSharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: Sendable {
  /// One element, then completion, both sent by the subscription, which runs on the trait's
  /// scheduler (RxCocoa's `just(element).subscribe(on:)`): during `subscribe` on an idle main
  /// queue, at 201 with both events on RxTest's scheduler. `of` and `from` send one element per
  /// action instead, as RxCocoa's do.
  @inlinable
  public static func just(_ element: Element) -> SharedSequence {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// The given elements, then completion, each in its own action on the trait's scheduler.
  @inlinable
  public static func of(_ elements: Element...) -> SharedSequence {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }

  /// The elements of `sequence`, then completion, each in its own action on the trait's
  /// scheduler.
  @inlinable
  public static func from<S: Sequence>(_ sequence: S) -> SharedSequence where S.Element == Element {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// Completes at once.
  @inlinable
  public static func empty() -> SharedSequence {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// Never sends anything.
  @inlinable
  public static func never() -> SharedSequence {
    SharedSequence(raw: .never())
  }

  /// The optional's value then completion, or just completion for `nil`, each in its own
  /// action on the trait's scheduler.
  @inlinable
  public static func from(optional: Element?) -> SharedSequence {
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }

  /// A trait made by `factory` for each subscription (a new one per subscriber while it is
  /// not shared: the result is shared as its kind shares).
  @inlinable
  public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// This driver-shaped type as a `Driver` (an activity tracker, a custom trait).
  @inlinable
  public func asDriver() -> Driver<Element> {
    asSharedSequence()
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// This signal-shaped type as a `Signal`.
  @inlinable
  public func asSignal() -> Signal<Element> {
    asSharedSequence()
  }
}

extension SharedSequence where Element: FixedWidthInteger & Sendable {
  /// 0, 1, 2, … one every `period` on the trait's scheduler, the first after one period.
  @inlinable
  public static func interval(_ period: RxTimeInterval) -> SharedSequence {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// 0 after `dueTime`, then 1, 2, … every `period`, on the trait's scheduler.
  @inlinable
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence {
    SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
