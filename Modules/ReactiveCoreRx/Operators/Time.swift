import Dispatch
import Foundation
import ReactiveCore

extension ObservableType where Element: Sendable {
  /// Forwards an element only once `dueTime` has passed without a newer one (a search field
  /// waiting for typing to pause). On completion a pending element is sent at once, then the
  /// completion; an error drops it. Elements are delivered on `scheduler`.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        let state = TimedState<Element>()
        let timer = SerialDisposable()
        lifetime += timer
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            let id = state.hold(element)
            timer.inner = scheduler.schedule(
              after: scheduler.currentDate.addingTimeInterval(dueTime.timeInterval)
            ) {
              if let element = state.take(id: id) { observer.send(value: element) }
            }
          case .completed:
            timer.inner = nil
            if let element = state.takeAny() { observer.send(value: element) }
            observer.sendCompleted()
          case .failed, .interrupted:
            timer.inner = nil
            observer.send(event)
          }
        }
      })
  }

  /// Forwards the first element at once, then at most one element per `dueTime`: with `latest`
  /// (the default) the last element received during a window is sent when it closes, else
  /// elements arriving inside a window are dropped. A completion waits for a pending latest
  /// element to go out first; an error drops it.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element>
  {
    Observable(
      SignalProducer { observer, lifetime in
        let state = ThrottleState<Element>()
        let timer = SerialDisposable()
        lifetime += timer
        let window = dueTime.timeInterval
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            let now = scheduler.currentDate
            switch state.receive(element, at: now, window: window, keepLatest: latest) {
            case .send:
              observer.send(value: element)
            case let .schedule(date):
              timer.inner = scheduler.schedule(after: date) {
                let (pending, completes) = state.flush(at: scheduler.currentDate)
                if let pending { observer.send(value: pending) }
                if completes { observer.sendCompleted() }
              }
            case .drop:
              break
            }
          case .completed:
            if !state.completeWhenFlushed() { observer.sendCompleted() }
          case .failed, .interrupted:
            timer.inner = nil
            observer.send(event)
          }
        }
      })
  }
}

extension ObservableType where Element: Sendable {
  /// Subscribes to this sequence only `dueTime` after the subscription, on `scheduler`
  /// (disposing before then subscribes to nothing); its events are then forwarded as they come.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable<Int>.timer(dueTime, scheduler: scheduler).flatMap { _ in source }
  }

  /// The elements sent during the first `duration` after subscribing, then completion (RxSwift
  /// 6's `take(for:scheduler:)`).
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(until: Observable<Int>.timer(duration, scheduler: scheduler))
  }

  /// The elements sent after the first `duration` after subscribing (RxSwift's
  /// `skip(_:scheduler:)` with a time interval).
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    skip(until: Observable<Int>.timer(duration, scheduler: scheduler))
  }

  /// Delivers each element and the completion `dueTime` later on `scheduler`; an error is
  /// delivered at once (RxSwift's `delay`: errors are not delayed).
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    Observable(asSignalProducer().delay(dueTime.timeInterval, on: scheduler))
  }

  /// Fails with `RxError.timeout` when `dueTime` passes without an element, counted from the
  /// subscription and then from each element (RxSwift's per-element timeout).
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        let timer = SerialDisposable()
        lifetime += timer
        let generation = TimeoutGeneration()
        func arm() {
          let armed = generation.next()
          timer.inner = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(dueTime.timeInterval)) {
            if generation.isCurrent(armed) { observer.send(error: RxError.timeout) }
          }
        }
        arm()
        lifetime += self.asSignalProducer().start { event in
          if case .value = event { arm() } else { timer.inner = nil }
          observer.send(event)
        }
      })
  }
}

/// Which armed timeout is the live one (an element re-arms it).
private final class TimeoutGeneration: @unchecked Sendable {
  private let lock = NSLock()
  private var current = 0

  func next() -> Int {
    lock.withLock {
      current += 1
      return current
    }
  }

  func isCurrent(_ generation: Int) -> Bool { lock.withLock { generation == current } }
}

/// The element a `debounce` holds, and which scheduled send may still deliver it.
private final class TimedState<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: Element?
  private var id = 0

  func hold(_ element: Element) -> Int {
    lock.withLock {
      pending = element
      id += 1
      return id
    }
  }

  /// The held element if no newer one replaced it since `id`.
  func take(id: Int) -> Element? {
    lock.withLock {
      guard id == self.id else { return nil }
      defer { pending = nil }
      return pending
    }
  }

  func takeAny() -> Element? {
    lock.withLock {
      defer { pending = nil }
      return pending
    }
  }
}

/// A `throttle`'s window: when the last element went out, the element waiting for the window
/// to close, and whether a completion waits behind it.
private final class ThrottleState<Element>: @unchecked Sendable {
  enum Decision {
    case send
    case schedule(Date)
    case drop
  }

  private let lock = NSLock()
  private var lastSent: Date?
  private var pending: Element?
  private var scheduled = false
  private var completing = false

  func receive(_ element: Element, at now: Date, window: TimeInterval, keepLatest: Bool) -> Decision {
    lock.withLock {
      if let lastSent, now.timeIntervalSince(lastSent) < window {
        guard keepLatest else { return .drop }
        pending = element
        if scheduled { return .drop }
        scheduled = true
        return .schedule(lastSent.addingTimeInterval(window))
      }
      lastSent = now
      return .send
    }
  }

  /// At a window's end: the element to send (which opens the next window) and whether the
  /// sequence completes after it.
  func flush(at now: Date) -> (Element?, Bool) {
    lock.withLock {
      scheduled = false
      let element = pending
      pending = nil
      if element != nil { lastSent = now }
      return (element, completing)
    }
  }

  /// Records a completion; `false` when nothing is pending and it should go out now.
  func completeWhenFlushed() -> Bool {
    lock.withLock {
      guard scheduled else { return false }
      completing = true
      return true
    }
  }
}
