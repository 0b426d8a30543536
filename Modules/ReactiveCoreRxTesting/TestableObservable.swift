import ReactiveCore
import ReactiveCoreRx

/// An observable that sends recorded events at their virtual times and records its
/// subscriptions (`TestScheduler.createHotObservable`, `.createColdObservable`).
///
/// A **hot** one sends each event at its absolute tick to whoever is subscribed then; a
/// **cold** one sends the events to each subscriber, each tick counted from that subscription.
public final class TestableObservable<Element>: ObservableType {
  /// The events it sends.
  public let recordedEvents: [Recorded<Event<Element>>]
  /// Each subscription's subscribe and unsubscribe ticks, in subscription order.
  public private(set) var subscriptions: [Subscription] = []

  private let scheduler: TestScheduler
  private let isHot: Bool
  /// A hot observable's current observers, by subscription index.
  private var observers: [Int: AnyObserver<Element>] = [:]

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
    self.scheduler = scheduler
    recordedEvents = events
    self.isHot = isHot
    guard isHot else { return }
    for recorded in events {
      scheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        // Every event goes to whoever is subscribed at its tick, also after an end, as RxTest's
        // hot observable sends them (an observer subscribing again after an error gets them).
        for index in observers.keys.sorted() { observers[index]?.on(recorded.value) }
      }
    }
  }

  /// Subscribes `observer`: from now on for a hot observable, or to a fresh run of the events
  /// for a cold one. Disposing records the unsubscription tick.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> ReactiveCoreRx.Disposable
  where Observer.Element == Element {
    let index = subscriptions.count
    subscriptions.append(Subscription(scheduler.clock))
    let delivery: ReactiveCoreRx.Disposable
    if isHot {
      observers[index] = AnyObserver(observer)
      delivery = Disposables.create { [weak self] in self?.observers[index] = nil }
    } else {
      let start = scheduler.clock
      let pending = recordedEvents.map { recorded in
        scheduler.scheduleAt(start + recorded.time) { observer.on(recorded.value) }
      }
      delivery = Disposables.create {
        for action in pending { action.dispose() }
      }
    }
    return Disposables.create { [weak self] in
      delivery.dispose()
      guard let self else { return }
      subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
    }
  }
}
