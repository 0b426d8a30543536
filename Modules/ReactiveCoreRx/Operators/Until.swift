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
  /// ends the sequence with it (RxSwift 6's `skip(until:)`).
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asSignalProducer()
    let trigger = other.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let gate = Gate()
        let triggerSubscription = SerialDisposable()
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
          if case .value = event, !gate.isOpen { return }
          observer.send(event)
        }
      })
  }

  /// Sends the latest element of this sequence each time `sampler` sends, if a new one came since
  /// the last sample (RxSwift's `sample`: nothing is sent twice).
  public func sample<Sampler: ObservableType>(_ sampler: Sampler) -> Observable<Element> {
    let source = asSignalProducer()
    let ticks = sampler.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        let latest = Latest<Element>()
        lifetime += source.start { event in
          switch event {
          case let .value(element): latest.store(element)
          case .completed: break
          case .failed, .interrupted: observer.send(event)
          }
        }
        lifetime += ticks.start { event in
          switch event {
          case .value: if let element = latest.take() { observer.send(value: element) }
          case let .failed(error): observer.send(error: error)
          case .completed: observer.sendCompleted()
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

/// The element `sample` will send at the next tick, if a new one arrived.
private final class Latest<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var element: Element?

  func store(_ element: Element) {
    lock.withLock { self.element = element }
  }

  func take() -> Element? {
    lock.withLock {
      defer { element = nil }
      return element
    }
  }
}
