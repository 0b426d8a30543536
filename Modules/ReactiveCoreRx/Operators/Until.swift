import Foundation
import ReactiveCore

extension ObservableType {
  /// Forwards elements until `other` sends one, then completes; an error from `other` ends the
  /// sequence with it (RxSwift 6's `take(until:)`, `takeUntil` before).
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asSignalProducer()
    let trigger = other.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        lifetime += trigger.start { event in
          switch event {
          case .value: observer.sendCompleted()
          case let .failed(error): observer.send(error: error)
          case .completed, .interrupted: break
          }
        }
        lifetime += source.start(observer)
      })
  }

  /// Drops elements until `other` sends one, then forwards everything; an error from `other`
  /// ends the sequence with it (RxSwift 6's `skip(until:)`). As in RxSwift, a source that
  /// completes before `other` sent anything ends the subscription without a completion.
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asSignalProducer()
    let trigger = other.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let gate = Gate()
        let triggerSubscription = ReactiveCore.SerialDisposable()
        lifetime += triggerSubscription
        triggerSubscription.inner = trigger.start { event in
          switch event {
          case .value:
            gate.open()
            triggerSubscription.inner = nil
          case let .failed(error): observer.send(error: error)
          case .completed, .interrupted: break
          }
        }
        lifetime += source.start { event in
          switch event {
          case .value where !gate.isOpen: return
          case .completed where !gate.isOpen:
            triggerSubscription.dispose()  // nothing can come through any more: RxSwift sends nothing
          default: observer.send(event)
          }
        }
      })
  }

  /// Sends the latest element of this sequence each time `sampler` sends, if a new one came since
  /// the last sample, else `defaultValue` if given (RxSwift's `sample`: nothing is sent twice).
  /// When `sampler` completes, the element waiting is sent, then the completion; when this
  /// sequence completes, the next tick sends what waits and completes.
  public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
    let source = asSignalProducer()
    let ticks = sampler.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let latest = Latest<Element>()
        lifetime += source.start { event in
          switch event {
          case let .value(element): latest.store(element)
          case .completed: latest.end()
          case .failed, .interrupted: observer.send(event)
          }
        }
        lifetime += ticks.start { event in
          switch event {
          case .value, .completed:
            let (element, sourceEnded) = latest.take()
            if let element = element ?? defaultValue { observer.send(value: element) }
            if sourceEnded || event.isCompleted { observer.sendCompleted() }
          case let .failed(error): observer.send(error: error)
          case .interrupted: break
          }
        }
      })
  }
}

/// Whether `skip(until:)` lets elements through yet (opened from the trigger's thread, read
/// from the source's).
private final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var opened = false

  var isOpen: Bool { lock.withLock { opened } }

  func open() {
    lock.withLock { opened = true }
  }
}

/// The element `sample` will send at the next tick, if a new one arrived, and whether the
/// source has ended.
private final class Latest<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var element: Element?
  private var ended = false

  func store(_ element: Element) {
    lock.withLock { self.element = element }
  }

  func end() {
    lock.withLock { ended = true }
  }

  func take() -> (element: Element?, sourceEnded: Bool) {
    lock.withLock {
      defer { element = nil }
      return (element, ended)
    }
  }
}
