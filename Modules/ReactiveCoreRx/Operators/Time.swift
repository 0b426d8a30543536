import Dispatch
import Foundation
import ReactiveCore

extension ObservableType where Element: Sendable {
  /// Forwards an element only once `dueTime` has passed without a newer one (a search field
  /// waiting for typing to pause). On completion a pending element is sent at once, then the
  /// completion; an error drops it. Elements are delivered on `scheduler`. Built on one serial
  /// state machine (`timedOperator`): a completion can never overtake the element its timer
  /// is sending.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let delay = dueTime.timeInterval
    return Observable(
      timedOperator(asSignalProducer(), on: scheduler, initial: (pending: Element?.none, number: 0)) {
        state, input, output in
        switch input {
        case let .event(.value(element)):
          state.pending = element
          state.number += 1
          output.setTimer(state.number, at: output.now.addingTimeInterval(delay))
        case let .tick(number):
          guard number == state.number, let element = state.pending else { return }
          state.pending = nil
          output.observer.send(value: element)
        case .event(.completed):
          output.cancelTimer()
          if let element = state.pending { output.observer.send(value: element) }
          state.pending = nil
          output.observer.sendCompleted()
        case let .event(.failed(error)):
          output.fail(error)
        case .event(.interrupted):
          output.observer.sendInterrupted()
        }
      })
  }

  /// Forwards the first element at once, then at most one element per `dueTime`: with `latest`
  /// (the default) the last element received during a window is sent when it closes, else
  /// elements arriving inside a window are dropped. An element arriving once the window has
  /// passed goes out at once and replaces any that waited (it is never followed by an older
  /// one). A completion waits for a waiting element to go out first; an error drops it.
  @inlinable
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element>
  {
    let window = dueTime.timeInterval
    return Observable(
      timedOperator(asSignalProducer(), on: scheduler, initial: ThrottleWindow<Element>()) { state, input, output in
        switch input {
        case let .event(.value(element)):
          let now = output.now
          guard let lastSent = state.lastSent, now.timeIntervalSince(lastSent) < window else {
            state.send(element, at: now, through: output)
            return
          }
          guard latest else { return }
          let waiting = state.pending != nil
          state.pending = element
          if !waiting { output.setTimer(0, at: lastSent.addingTimeInterval(window)) }
        case .tick:
          if let element = state.pending { state.send(element, at: output.now, through: output) }
          if state.completing { output.observer.sendCompleted() }
        case .event(.completed):
          if state.pending != nil { state.completing = true } else { output.observer.sendCompleted() }
        case let .event(.failed(error)):
          output.fail(error)
        case .event(.interrupted):
          output.observer.sendInterrupted()
        }
      })
  }
}

/// A `throttle`'s window: when the last element went out, the element waiting for the window to
/// close, and whether a completion waits behind it.
@usableFromInline struct ThrottleWindow<Element> {
  @inlinable init() {}

  @usableFromInline var lastSent: Date?
  @usableFromInline var pending: Element?
  @usableFromInline var completing = false

  /// Sends `element` now: it opens a new window, and nothing older waits any more.
  @inlinable mutating func send(_ element: Element, at now: Date, through output: TimedOutput<Element, Element>) {
    pending = nil
    output.cancelTimer()
    output.observer.send(value: element)
    lastSent = now
  }
}

extension ObservableType where Element: Sendable {
  /// Subscribes to this sequence only `dueTime` after the subscription, on `scheduler`
  /// (disposing before then subscribes to nothing); its events are then forwarded as they come.
  @inlinable
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable<Int>.timer(dueTime, scheduler: scheduler).flatMap { _ in source }
  }

  /// The elements sent during the first `duration` after subscribing, then completion (RxSwift
  /// 6's `take(for:scheduler:)`).
  @inlinable
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(until: Observable<Int>.timer(duration, scheduler: scheduler))
  }

  /// The elements sent after the first `duration` after subscribing (RxSwift's
  /// `skip(_:scheduler:)` with a time interval); the source's completion or error is passed on
  /// whenever it comes, also before `duration` has passed (unlike `skip(until:)`, which ends
  /// silently when its trigger has not fired).
  @inlinable
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let start = duration.timeInterval
    return Observable(
      timedOperator(
        asSignalProducer(), on: scheduler, initial: false,
        begin: { _, output in output.setTimer(0, at: output.now.addingTimeInterval(start)) }
      ) { isOpen, input, output in
        switch input {
        case let .event(.value(element)):
          if isOpen { output.observer.send(value: element) }
        case let .event(.failed(error)):
          output.fail(error)
        case let .event(terminal):
          output.cancelTimer()
          output.observer.send(terminal)
        case .tick:
          isOpen = true
        }
      })
  }

  /// Delivers each element and the completion `dueTime` later on `scheduler`, one per scheduled
  /// action (events due together go out in turn: on RxTest's scheduler a tick apart, so
  /// `just(1).delay(2)` sends 1 at 202 and completes at 203); an error is delivered at once and
  /// drops what waits (RxSwift's `delay`: errors are not delayed). The source's subscription ends
  /// when the source does, not when its delayed completion goes out.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let delay = dueTime.timeInterval
    return Observable(
      timedOperator(asSignalProducer(), on: scheduler, initial: DelayQueue<Element>()) { queue, input, output in
        switch input {
        case let .event(.failed(error)):
          output.fail(error)
        case .event(.interrupted):
          output.observer.sendInterrupted()
        case let .event(event):
          if event.isTerminating { output.releaseSource() }
          queue.events.append((event, output.now.addingTimeInterval(delay)))
          if queue.events.count == 1 { output.setTimer(0, at: queue.events[0].due) }
        case .tick:
          // One event per scheduled action, as RxSwift's delay drains its queue: events due at
          // the same time go out in turn (on a virtual-time scheduler, a tick apart).
          if let (event, due) = queue.events.first, due <= output.now {
            queue.events.removeFirst()
            output.observer.send(event)
          }
          if let next = queue.events.first { output.setTimer(0, at: next.due) }
        }
      })
  }

  /// Fails with `RxError.timeout` when `dueTime` passes without an element, counted from the
  /// subscription and then from each element (RxSwift's per-element timeout).
  @inlinable
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(dueTime, switchingTo: nil, scheduler: scheduler)
  }

  /// As `timeout(_:scheduler:)`, but when `dueTime` passes it switches to `other` instead of
  /// failing: the source is disposed and `other`'s events are forwarded from then on.
  @inlinable
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    timeout(dueTime, switchingTo: other.asSignalProducer(), scheduler: scheduler)
  }

  @inlinable func timeout(
    _ dueTime: RxTimeInterval, switchingTo other: SignalProducer<Element, Swift.Error>?, scheduler: SchedulerType
  ) -> Observable<Element> {
    // The number of the live timer (each element sets a new one), or nil once timed out.
    Observable(
      timedOperator(
        asSignalProducer(), on: scheduler, initial: Int?.some(0),
        begin: { _, output in output.setTimer(0, at: output.now.addingTimeInterval(dueTime.timeInterval)) }
      ) { (armed: inout Int?, input, output: TimedOutput<Element, Element>) in
        guard let live = armed else { return }
        switch input {
        case let .event(.value(element)):
          output.observer.send(value: element)
          armed = live + 1
          output.setTimer(live + 1, at: output.now.addingTimeInterval(dueTime.timeInterval))
        case let .event(event):
          output.cancelTimer()
          output.observer.send(event)
        case let .tick(number):
          guard number == live else { return }
          armed = nil
          if let other { output.switchSource(to: other) } else { output.fail(RxError.timeout) }
        }
      })
  }
}

/// The events a `delay` holds, each with when it goes out.
@usableFromInline struct DelayQueue<Element> {
  @inlinable init() {}

  @usableFromInline var events: [(event: ReactiveCore.Signal<Element, Swift.Error>.Event, due: Date)] = []
}
