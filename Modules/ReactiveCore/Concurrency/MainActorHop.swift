import Dispatch

/// Delivers values to a main-actor closure from whatever thread sends them, in the order they
/// were sent: at once when sent on the main queue with nothing waiting (so UI code sending to
/// UI code stays synchronous, as `UIScheduler` does), else queued on the main queue.
///
/// This is the one place the core bridges to the main actor; binding targets and observers
/// isolated to the main actor are built on it.
final class MainActorHop<Value>: @unchecked Sendable {
  private let scheduler = UIScheduler()
  private let deliver: @MainActor (Value) -> Void

  init(_ deliver: @escaping @MainActor (Value) -> Void) {
    self.deliver = deliver
  }

  func send(_ value: Value) {
    let value = UncheckedSendable(value)
    scheduler.scheduleOnMainActor { [self] in deliver(value.value) }
  }
}

extension UIScheduler {
  /// Runs a main-actor `action`: now when called on the main queue with nothing queued here,
  /// else queued on the main queue, in order. The main queue is the main actor's executor, so
  /// this is how code on any thread hands work to UI code.
  @discardableResult
  public func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) -> Disposable? {
    let action = UncheckedSendable(action)
    return schedule { MainActor.assumeIsolated { action.value() } }
  }
}

extension BindingTarget {
  /// Creates a target whose action is isolated to the main actor (a view's property, say).
  /// Values sent on the main queue apply at once; values sent from other threads apply on the
  /// main queue, in order.
  public init(mainActorLifetime lifetime: Lifetime, action: @escaping @MainActor (Value) -> Void) {
    let hop = MainActorHop(action)
    self.init(lifetime: lifetime) { hop.send($0) }
  }
}

extension Signal where Error == Never {
  /// Observes the signal's values with a main-actor closure (UI code reacting to a control or a
  /// view model): values sent on the main queue arrive at once, values sent from other threads
  /// on the main queue, in order.
  @discardableResult
  public func observeOnMainActor(_ action: @escaping @MainActor (Value) -> Void) -> Disposable? {
    let hop = MainActorHop(action)
    return observeValues { hop.send($0) }
  }
}

extension SignalProducer where Error == Never {
  /// Starts the producer and observes its values with a main-actor closure, as
  /// `Signal.observeOnMainActor` does; disposing the result interrupts it.
  @discardableResult
  public func startOnMainActor(_ action: @escaping @MainActor (Value) -> Void) -> Disposable {
    startWithSignal { signal, interrupt in
      signal.observeOnMainActor(action)
      return interrupt
    }
  }
}
