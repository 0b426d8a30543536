/// The engine behind `flatten` and `flatMap`. Outer and inner events are handled in one serial
/// context, so the strategy's bookkeeping needs no lock, and an inner producer that sends during
/// its start has its events handled right after the outer event that started it.
///
/// A failure of the outer stream or of a forwarded inner stream, or an interruption of the outer
/// stream, ends the result the same way; the result completes when the outer stream and every
/// inner it forwards have completed. As in ReactiveSwift, an inner stream's interruption counts
/// as its completion under `.merge`, `.concat`, `.concurrent(limit:)` and `.latest`, and ends
/// the result under `.race` and `.throttle`.
@usableFromInline
enum Flatten {
  @usableFromInline
  enum Input<InnerValue, InnerError: Swift.Error, OuterError: Swift.Error> {
    case outer(Signal<SignalProducer<InnerValue, InnerError>, OuterError>.Event)
    case inner(id: Int, event: Signal<InnerValue, InnerError>.Event)
  }

  @inlinable
  static func run<IV, IE, OE, E>(
    _ outer: @escaping Subscribe<SignalProducer<IV, IE>, OE>,
    _ strategy: FlattenStrategy,
    outerError: @escaping (OE) -> E,
    innerError: @escaping (IE) -> E
  ) -> (Signal<IV, E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      let handler = LateHandler<Input<IV, IE, OE>>()
      let input = EventRelay<Input<IV, IE, OE>, Never>(handler: handler.valueHandler)
      lifetime += input
      let startInner = { (producer: SignalProducer<IV, IE>, id: Int) -> Disposable in
        producer.start { input.send(value: .inner(id: id, event: $0)) }
      }
      switch strategy.kind {
      case .latest:
        handler.handle = latest(observer, lifetime, startInner, outerError, innerError)
      case let .concurrent(limit):
        handler.handle = concurrent(limit, observer, lifetime, startInner, outerError, innerError)
      case .throttle:
        handler.handle = concurrent(
          1, throttles: true, observer, lifetime, startInner, outerError, innerError)
      case .race:
        handler.handle = race(observer, lifetime, startInner, outerError, innerError)
      }
      lifetime += outer(Signal<SignalProducer<IV, IE>, OE>.Observer { input.send(value: .outer($0)) })
    }
  }

  /// The bookkeeping of `.latest`, touched only in the serial context.
  @usableFromInline
  final class LatestState {
    @exclusivity(unchecked) @usableFromInline var currentID = 0
    @exclusivity(unchecked) @usableFromInline var innerActive = false
    @exclusivity(unchecked) @usableFromInline var outerDone = false
    @inlinable init() {}
  }

  @inlinable
  static func latest<IV, IE, OE, E>(
    _ observer: Signal<IV, E>.Observer, _ lifetime: Lifetime,
    _ startInner: @escaping (SignalProducer<IV, IE>, Int) -> Disposable,
    _ outerError: @escaping (OE) -> E, _ innerError: @escaping (IE) -> E
  ) -> (Input<IV, IE, OE>) -> Void {
    let state = LatestState()
    let slot = SerialDisposable()
    lifetime += slot
    return { input in
      switch input {
      case let .outer(.value(producer)):
        state.currentID &+= 1
        state.innerActive = true
        if !lifetime.hasEnded { slot.inner = startInner(producer, state.currentID) }
      case let .outer(.failed(error)): observer.send(error: outerError(error))
      case .outer(.completed):
        state.outerDone = true
        if !state.innerActive { observer.sendCompleted() }
      case .outer(.interrupted): observer.sendInterrupted()
      case let .inner(id, event):
        guard id == state.currentID else { return }
        switch event {
        case let .value(value): observer.send(value: value)
        case let .failed(error): observer.send(error: innerError(error))
        case .completed, .interrupted:
          state.innerActive = false
          if state.outerDone { observer.sendCompleted() }
        }
      }
    }
  }

  /// `.merge`, `.concat` and `.concurrent(limit:)`; with `throttles`, `.throttle`: an inner that
  /// arrives while `limit` run is dropped instead of waiting, and an inner's interruption ends
  /// the result instead of counting as its completion.
  @inlinable
  static func concurrent<IV, IE, OE, E>(
    _ limit: UInt, throttles: Bool = false, _ observer: Signal<IV, E>.Observer, _ lifetime: Lifetime,
    _ startInner: @escaping (SignalProducer<IV, IE>, Int) -> Disposable,
    _ outerError: @escaping (OE) -> E, _ innerError: @escaping (IE) -> E
  ) -> (Input<IV, IE, OE>) -> Void {
    let nextID = OperatorState(0)
    let running = OperatorState<[Int: Disposable]>([:])
    let waiting = OperatorState(RingBuffer<SignalProducer<IV, IE>>())
    let outerDone = OperatorState(false)
    let inners = CompositeDisposable()
    lifetime += inners
    func start(_ producer: SignalProducer<IV, IE>) {
      guard !lifetime.hasEnded else { return }
      nextID.value += 1
      // Events of the new inner are queued behind this input, so bookkeeping happens first.
      running.value[nextID.value] = inners.add(startInner(producer, nextID.value)) ?? NopDisposable.shared
    }
    return { input in
      switch input {
      case let .outer(.value(producer)):
        if running.value.count < limit {
          start(producer)
        } else if !throttles {
          waiting.value.append(producer)
        }
      case let .outer(.failed(error)): observer.send(error: outerError(error))
      case .outer(.completed):
        outerDone.value = true
        if running.value.isEmpty, waiting.value.isEmpty { observer.sendCompleted() }
      case .outer(.interrupted): observer.sendInterrupted()
      case let .inner(id, event):
        switch event {
        case let .value(value): observer.send(value: value)
        case let .failed(error): observer.send(error: innerError(error))
        case .interrupted where throttles: observer.sendInterrupted()
        case .completed, .interrupted:
          running.value.removeValue(forKey: id)?.dispose()
          if !waiting.value.isEmpty {
            start(waiting.value.removeFirst())
          } else if outerDone.value, running.value.isEmpty {
            observer.sendCompleted()
          }
        }
      }
    }
  }

  @inlinable
  static func race<IV, IE, OE, E>(
    _ observer: Signal<IV, E>.Observer, _ lifetime: Lifetime,
    _ startInner: @escaping (SignalProducer<IV, IE>, Int) -> Disposable,
    _ outerError: @escaping (OE) -> E, _ innerError: @escaping (IE) -> E
  ) -> (Input<IV, IE, OE>) -> Void {
    let nextID = OperatorState(0)
    let contenders = OperatorState<[Int: Disposable]>([:])  // until a winner is known
    let winner = OperatorState<Int?>(nil)
    let winnerDone = OperatorState(false)
    let outerDone = OperatorState(false)
    let inners = CompositeDisposable()
    lifetime += inners
    return { input in
      switch input {
      case let .outer(.value(producer)):
        guard winner.value == nil, !lifetime.hasEnded else { return }
        nextID.value += 1
        let contender = startInner(producer, nextID.value)
        contenders.value[nextID.value] = contender
        inners.add(contender)
      case let .outer(.failed(error)): observer.send(error: outerError(error))
      case .outer(.completed):
        outerDone.value = true
        if (winner.value == nil && contenders.value.isEmpty) || winnerDone.value { observer.sendCompleted() }
      case .outer(.interrupted): observer.sendInterrupted()
      case let .inner(id, event):
        if winner.value == nil {
          winner.value = id
          for (other, loser) in contenders.value where other != id { loser.dispose() }
          contenders.value = [:]
        }
        guard id == winner.value else { return }
        switch event {
        case let .value(value): observer.send(value: value)
        case let .failed(error): observer.send(error: innerError(error))
        case .interrupted: observer.sendInterrupted()
        case .completed:
          winnerDone.value = true
          if outerDone.value { observer.sendCompleted() }
        }
      }
    }
  }
}

/// A value handler set after construction (so it can refer to the relay that calls it).
@usableFromInline
final class LateHandler<Input>: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var handle: ((Input) -> Void)?

  @inlinable init() {}

  /// The handler of an observer that runs `handle` for each value (a relay's downstream).
  @inlinable var valueHandler: Signal<Input, Never>.Observer.Handler {
    .values { [self] input in handle?(input) }
  }
}
