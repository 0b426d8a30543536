import Foundation
import ReactiveCore

extension ObservableType where Element: Sendable {
  /// Collects elements into arrays, each sent when it holds `count` elements or when `timeSpan`
  /// has passed since the last one was sent, whichever comes first: a ferry that leaves when
  /// full or on schedule (RxSwift's `buffer(timeSpan:count:scheduler:)`).
  ///
  /// A timed departure sends the array even when it is empty. Completion sends what was
  /// collected, then completes; an error drops it. Timers run on `scheduler`, and sending a
  /// full array restarts the timer.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
    precondition(count > 0, "buffer(timeSpan:count:scheduler:) needs a count of at least 1, not \(count)")
    return Observable(
      SignalProducer { observer, lifetime in
        let ferry = Ferry<Element>()
        let timer = SerialDisposable()
        lifetime += timer
        // Each departure schedules the next timed one; a stale timer (its trip already left
        // full) does nothing.
        @Sendable func scheduleDeparture(trip: Int) {
          timer.inner = scheduler.schedule(
            after: scheduler.currentDate.addingTimeInterval(timeSpan.timeInterval)
          ) {
            guard let load = ferry.depart(trip: trip) else { return }
            observer.send(value: load.elements)
            scheduleDeparture(trip: load.nextTrip)
          }
        }
        scheduleDeparture(trip: 0)
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            guard let load = ferry.board(element, capacity: count) else { return }
            observer.send(value: load.elements)
            scheduleDeparture(trip: load.nextTrip)
          case .completed:
            timer.inner = nil
            observer.send(value: ferry.departLast())
            observer.sendCompleted()
          case .failed, .interrupted:
            timer.inner = nil
            observer.send(event.map { _ in [] })
          }
        }
      })
  }
}

/// The elements `buffer` has collected and which trip they belong to, shared by the source's
/// events and the timer (on any thread).
private final class Ferry<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var elements: [Element] = []
  private var trip = 0

  /// What leaves on one departure, and the trip the next timer belongs to.
  struct Load {
    let elements: [Element]
    let nextTrip: Int
  }

  /// Adds `element`; returns the load if that filled the ferry.
  func board(_ element: Element, capacity: Int) -> Load? {
    lock.withLock {
      elements.append(element)
      return elements.count >= capacity ? leave() : nil
    }
  }

  /// The timed departure of `trip`, or nil if that trip already left full.
  func depart(trip: Int) -> Load? {
    lock.withLock { trip == self.trip ? leave() : nil }
  }

  /// Everything still aboard, when the source completes.
  func departLast() -> [Element] {
    lock.withLock { leave().elements }
  }

  private func leave() -> Load {
    let load = Load(elements: elements, nextTrip: trip + 1)
    elements = []
    trip += 1
    return load
  }
}
