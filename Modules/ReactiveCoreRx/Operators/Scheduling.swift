import Foundation
import ReactiveCore

extension ObservableType where Element: Sendable {
  /// Delivers every event on `scheduler`, in order, as RxSwift's `observe(on:)` does.
  ///
  /// On a serial dispatch-queue scheduler (`MainScheduler`, `SerialDispatchQueueScheduler`) each
  /// event is scheduled as it arrives: with `MainScheduler.instance` on the main queue, with
  /// nothing of its own queued, that runs it at once, so a driver subscribed on the main queue
  /// gets a synchronous source's elements during `subscribe` and a relay's new value during
  /// `accept`. On other schedulers one event runs per scheduled action, the next scheduled when
  /// it has run (so on RxTest's scheduler a completion comes a tick after the element before),
  /// and the source is let go when its end is delivered, as RxSwift's sink does (a test
  /// observable completing at 250 records its unsubscription at 251).
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    if scheduler is MainScheduler || scheduler is SerialDispatchQueueScheduler {
      let source = asSignalProducer()
      return Observable(
        SignalProducer { observer, lifetime in
          lifetime += source.start { event in
            scheduler.schedule { observer.send(event) }
          }
        })
    }
    let source = self
    return Observable(
      SignalProducer { observer, lifetime in
        let queue = EventQueue<Element>()
        let drain = RecursiveSchedule<Void>(on: scheduler, lifetime: lifetime) { _, recurse in
          let (next, more) = queue.next()
          if let next { observer.send(next) }
          if more { recurse(()) }
        }
        lifetime += source.subscribe(
          into: ReactiveCore.Signal<Element, Swift.Error>.Observer { event in
            if queue.append(event) { drain.start(()) }  // else a drain is already scheduled
          })
      })
  }

  /// Subscribes (runs the source's subscription work) on `scheduler`, and disposes that
  /// subscription there too, as RxSwift does; a disposal before the subscription ran cancels it.
  @inlinable
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    subscribing(on: scheduler)
  }
}

extension ObservableType {
  /// `subscribe(on:)` for any element type: what RxCocoa's controls use to subscribe on the main
  /// queue whatever their element (the source and observer are only handed to the scheduler's
  /// action, which runs once).
  ///
  /// The source is subscribed as an Rx observable, so its subscription ends only when the
  /// scheduled disposal runs, also after the source completed (RxSwift's `ScheduledDisposable`:
  /// a test observable completing at 300 records its unsubscription at 301); a source built from
  /// operators still ends its own upstream subscriptions when it ends, as RxSwift's sinks do.
  @inlinable func subscribing(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = self
    return Observable(
      SignalProducer { observer, lifetime in
        let subscription = ReactiveCore.SerialDisposable()
        let start = UncheckedWork { subscription.inner = source.subscribe(into: observer) }
        let scheduled = scheduler.schedule { start.run() }
        lifetime.observeEnded {
          scheduled?.dispose()
          _ = scheduler.schedule { subscription.dispose() }
        }
      })
  }
}

/// The events `observe(on:)` has received and not yet delivered, and whether a drain runs.
@usableFromInline final class EventQueue<Element>: @unchecked Sendable {
  @inlinable init() {}

  @usableFromInline let lock = NSLock()
  @usableFromInline var events: [ReactiveCore.Signal<Element, Swift.Error>.Event] = []
  /// The index of the next event to deliver (the delivered ones are dropped now and then).
  @usableFromInline var head = 0
  @usableFromInline var isDraining = false

  /// Queues `event`; `true` if no drain runs yet (the caller starts one).
  @inlinable func append(_ event: ReactiveCore.Signal<Element, Swift.Error>.Event) -> Bool {
    lock.withLock {
      events.append(event)
      defer { isDraining = true }
      return !isDraining
    }
  }

  /// The next event to deliver, and whether the drain goes on after it (if not, it has
  /// stopped: the next `append` starts another).
  @inlinable func next() -> (ReactiveCore.Signal<Element, Swift.Error>.Event?, more: Bool) {
    lock.withLock {
      let event = head < events.count ? events[head] : nil
      if event != nil { head += 1 }
      if head > 64, head * 2 > events.count {
        events.removeFirst(head)
        head = 0
      }
      isDraining = head < events.count
      return (event, isDraining)
    }
  }
}
