/// Runs one feedback's effects, one at a time: starting an effect cancels the current one, and a
/// `nil` control value cancels it without starting another. Cancelling drops the events the
/// current effect still has queued, even if it has completed (Loop 3's rule).
///
/// States reach a feedback one at a time (a loop publishes them serially), so the slot needs no
/// serializer of its own; an effect's events may arrive on any thread, and those still queued in
/// the loop when their effect is cancelled are dropped thanks to the effect's token.
@usableFromInline
final class EffectSlot<Control, Event>: Disposable, @unchecked Sendable {
  @usableFromInline let effects: (Control) -> SignalProducer<Event, Never>
  @usableFromInline let output: FeedbackEventConsumer<Event>
  @usableFromInline let running = SerialDisposable()
  @usableFromInline let current = CurrentEffect()

  @inlinable
  init(effects: @escaping (Control) -> SignalProducer<Event, Never>, output: FeedbackEventConsumer<Event>) {
    self.effects = effects
    self.output = output
  }

  /// Starts the effect for `control`, cancelling the running one; `nil` only cancels.
  @inlinable
  func run(_ control: Control?) {
    guard let control else {
      cancelRunning()
      return
    }
    let token = EffectToken()
    current.replace(with: token)
    let effect = Self.monitored(effects(control), by: output.monitor)
    let output = output
    running.startReplacing {
      effect.start { event in
        switch event {
        case let .value(value): output.send(value, token: token)
        case .completed, .interrupted: break
        }
      }
    }
  }

  /// Cancels the running effect, if any.
  @inlinable
  func cancelRunning() {
    guard current.replace(with: nil) else { return }
    running.inner = nil
  }

  @usableFromInline var isDisposed: Bool { running.isDisposed }

  /// Cancels the running effect; effects started later are cancelled at once.
  @usableFromInline
  func dispose() {
    current.replace(with: nil)
    running.dispose()
  }

  /// Reports the effect starting and ending to `monitor` (test tools), if there is one.
  @inlinable
  static func monitored(
    _ effect: SignalProducer<Event, Never>, by monitor: EffectMonitor?
  ) -> SignalProducer<Event, Never> {
    guard let monitor else { return effect }
    return SignalProducer { observer, lifetime in
      monitor.effectStarted()
      lifetime.observeEnded { monitor.effectEnded() }
      lifetime += effect.start(observer)
    }
  }
}
