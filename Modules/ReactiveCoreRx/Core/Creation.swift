import Dispatch
import Foundation
import ReactiveCore

extension ObservableType {
  /// An observable whose subscriptions each run `subscribe`: send with the observer it is given,
  /// and return what cleans up. The returned disposable runs once, when the subscription is
  /// disposed or right after the first `error` or `completed`; events after a terminal one are
  /// dropped.
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        let cleanup = subscribe(ProducerObserver(observer).asObserver())
        lifetime.observeEnded { cleanup.dispose() }
      })
  }

  /// One value, then completion.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Observable(SignalProducer(value: element))
  }

  /// One value, then completion, each sent in its own action on `scheduler`.
  @inlinable
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    from([element], scheduler: scheduler)
  }

  /// The elements of `sequence` in order, then completion, each sent in its own action on
  /// `scheduler` (so a `take` or a disposal stops it between two, and on RxTest's scheduler
  /// each comes a tick after the one before). Each subscription iterates `sequence` anew, one
  /// element per action, so an endless sequence is fine.
  @inlinable
  public static func from<S: Sequence>(_ sequence: S, scheduler: ImmediateSchedulerType) -> Observable<Element>
  where S.Element == Element {
    Observable(
      SignalProducer { observer, lifetime in
        RecursiveSchedule(on: scheduler, lifetime: lifetime) { iterator, recurse in
          var rest = iterator
          guard let element = rest.next() else { return observer.sendCompleted() }
          observer.send(value: element)
          recurse(rest)
        }.start(sequence.makeIterator())
      })
  }

  /// The given elements in order, then completion, each in its own action on `scheduler`.
  @inlinable
  public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Observable<Element> {
    from(elements, scheduler: scheduler)
  }

  /// The elements of `sequence` in order, then completion. Each subscription iterates
  /// `sequence` anew and stops as soon as it is disposed, so an endless sequence is fine with a
  /// `take` after it.
  @inlinable
  public static func from<S: Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Element {
    Observable(SignalProducer(sequence))
  }

  /// The given elements in order, then completion.
  @inlinable
  public static func of(_ elements: Element...) -> Observable<Element> {
    Observable(SignalProducer(elements))
  }

  /// Completes at once, with no value.
  @inlinable
  public static func empty() -> Observable<Element> {
    Observable(.empty)
  }

  /// Never sends anything, and never ends.
  @inlinable
  public static func never() -> Observable<Element> {
    Observable(.never)
  }

  /// Fails at once with `error`.
  @inlinable
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    Observable(SignalProducer(error: error))
  }

  /// Calls `factory` for each subscription and subscribes to what it returns (a throwing factory
  /// fails that subscription).
  @inlinable
  public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        do {
          lifetime += try factory().producer.start(observer)
        } catch {
          observer.send(error: error)
        }
      })
  }
}

extension ObservableType {
  /// For each subscription, makes a resource with `resourceFactory`, then subscribes to the
  /// observable `observableFactory` builds from it; the resource is disposed when that
  /// subscription ends (after its terminal event reaches the subscriber, or on disposal), right
  /// after the inner subscription. A factory that throws fails the subscription (a resource
  /// already made is still disposed). RxSwift's `using`, the tool for "while this is
  /// subscribed" bookkeeping such as an activity counter.
  @inlinable
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        let resource: Resource
        do {
          resource = try resourceFactory()
        } catch {
          observer.send(error: error)
          return
        }
        let inner = ReactiveCore.SerialDisposable()
        lifetime.observeEnded {
          inner.dispose()
          resource.dispose()
        }
        do {
          inner.inner = try observableFactory(resource).producer.start(observer)
        } catch {
          observer.send(error: error)
        }
      })
  }
}

extension ObservableType {
  /// The optional's value then completion, or just completion for `nil`.
  @inlinable
  public static func from(optional: Element?) -> Observable<Element> {
    optional.map { just($0) } ?? empty()
  }

  /// The optional's value then completion, or just completion for `nil`, each in its own
  /// action on `scheduler` (on RxTest's scheduler: the value at 201 and completion at 202, or
  /// completion at 201).
  @inlinable
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    from(optional.map { [$0] } ?? [], scheduler: scheduler)
  }

  /// `element` again and again, sent on the subscribing thread until the subscription is
  /// disposed (put a `take` after it).
  @inlinable
  public static func repeatElement(_ element: Element) -> Observable<Element> {
    generate(initialState: element, condition: { _ in true }, iterate: { $0 })
  }

  /// `initialState`, then each state `iterate` makes from the previous one, while `condition`
  /// holds; then completion (a `for` loop as a sequence), sent on the subscribing thread. A
  /// throwing closure ends the sequence with its error, and disposing stops the loop between
  /// two elements.
  @inlinable
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        var state = initialState
        do {
          while !lifetime.hasEnded, try condition(state) {
            observer.send(value: state)
            guard !lifetime.hasEnded else { return }
            state = try iterate(state)
          }
          observer.sendCompleted()
        } catch {
          observer.send(error: error)
        }
      })
  }
}

extension ObservableType {
  /// `element` again and again, each in its own action on `scheduler`, until the subscription
  /// is disposed.
  @inlinable
  public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        RecursiveSchedule(on: scheduler, lifetime: lifetime) { _, recurse in
          observer.send(value: element)
          recurse(())
        }.start(())
      })
  }

  /// `generate(initialState:condition:iterate:)` with each step in its own action on
  /// `scheduler`: the first sends `initialState` if `condition` holds; each next one iterates,
  /// then sends the new state if `condition` holds, or completes.
  @inlinable
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: ImmediateSchedulerType, iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        RecursiveSchedule<(state: Element, isFirst: Bool)>(on: scheduler, lifetime: lifetime) { step, recurse in
          do {
            let state = step.isFirst ? step.state : try iterate(step.state)
            guard try condition(state) else { return observer.sendCompleted() }
            observer.send(value: state)
            recurse((state, false))
          } catch {
            observer.send(error: error)
          }
        }.start((initialState, true))
      })
  }
}

extension ObservableType where Element: FixedWidthInteger & Sendable {
  /// `count` consecutive integers from `start`, then completion. The last one may be
  /// `Element.max` (`range(start: .max, count: 1)`); a range that would pass it stops the
  /// program, as RxSwift's does.
  @inlinable
  public static func range(start: Element, count: Element) -> Observable<Element> {
    guard let last = lastOfRange(start: start, count: count) else { return empty() }
    return Observable(SignalProducer(start...last))
  }

  /// `count` consecutive integers from `start`, then completion, each in its own action on
  /// `scheduler`.
  @inlinable
  public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    guard let last = lastOfRange(start: start, count: count) else { return from([], scheduler: scheduler) }
    return from(start...last, scheduler: scheduler)
  }

  /// The last of `count` integers from `start` (`nil` for none), checked to fit in `Element`:
  /// RxSwift's two preconditions, in words.
  @inlinable static func lastOfRange(start: Element, count: Element) -> Element? {
    precondition(count >= 0, "range(start:count:) needs a count of zero or more, not \(count)")
    guard count > 0 else { return nil }
    let (last, overflow) = start.addingReportingOverflow(count - 1)
    precondition(!overflow, "range(start: \(start), count: \(count)) would pass \(Element.self).max")
    return last
  }

  /// 0, 1, 2, … one every `period` on `scheduler`, the first after one period; never completes.
  @inlinable
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timer(period, period: period, scheduler: scheduler)
  }

  /// 0 after `dueTime`, then (with a `period`) 1, 2, … every period; without one it completes
  /// after the 0.
  @inlinable
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    Observable(
      SignalProducer { observer, lifetime in
        let start = scheduler.currentDate.addingTimeInterval(dueTime.timeInterval)
        guard let period else {
          let counter = TickCounter<Element>()
          lifetime += scheduler.schedule(after: start) {
            observer.send(value: counter.next())
            observer.sendCompleted()
          }
          return
        }
        let counter = TickCounter<Element>()
        lifetime += scheduler.schedule(after: start, interval: period, leeway: .nanoseconds(0)) {
          observer.send(value: counter.next())
        }
      })
  }
}

/// The next tick number of a periodic timer (locked: on a concurrent scheduler its ticks may run
/// on different threads).
@usableFromInline final class TickCounter<Element: FixedWidthInteger & Sendable>: @unchecked Sendable {
  @inlinable init() {}

  @usableFromInline let lock = NSLock()
  @usableFromInline var count: Element = 0

  @inlinable func next() -> Element {
    lock.withLock {
      defer { count += 1 }
      return count
    }
  }
}
