import ReactiveCore

// RxSwift's `combineLatest` and `zip` for any number of sources. Their completion differs from
// ReactiveSwift's (which ReactiveCore's operators follow), so the Rx dialect has its own engines.
// Each runs on ReactiveCore's serial delivery: the sources' events, tagged with their source's
// index, go through one merged producer, and the state below is only touched there (no lock).

extension ObservableType {
  /// This sequence's producer with its elements as `Any`: what the engines of the fixed-arity
  /// forms take (each form casts back the types it knows).
  @inlinable
  var anyProducer: SignalProducer<Any, Swift.Error> { asSignalProducer().map { $0 as Any } }
}

/// Each source's events, tagged with its index, on one serial producer (which never fails:
/// the sources' failures are events in it).
@inlinable
func tagged<Value>(
  _ sources: [SignalProducer<Value, Swift.Error>]
) -> SignalProducer<(index: Int, event: ReactiveCore.Signal<Value, Swift.Error>.Event), Never> {
  SignalProducer.merge(
    sources.enumerated().map { index, source in source.materialize().map { (index: index, event: $0) } })
}

/// RxSwift's `combineLatest`: the latest value of every source, each time one sends once all
/// have. It completes when every source has completed, or as soon as a source sends while every
/// other has completed but one of them never sent (nothing can be combined again); the first
/// error ends it. No sources at all completes at once.
@inlinable
func rxCombineLatest<Value>(_ sources: [SignalProducer<Value, Swift.Error>]) -> SignalProducer<[Value], Swift.Error> {
  combination(sources, buffer: [Value?](repeating: nil, count: sources.count)) { latest, index, value in
    latest[index] = value
    return latest.contains { $0 == nil } ? nil : latest.map { $0! }
  }
}

/// `rxCombineLatest` for two sources, typed: the pair of forms users write most
/// (`combineLatest(a, b) { … }`) carries no element as `Any` and builds no array per combined
/// value. Same rules: completes when both have completed, or as soon as one sends while the
/// other has completed without ever sending; the first error ends it.
@inlinable
func rxCombineLatest<First, Second>(
  _ first: SignalProducer<First, Swift.Error>, _ second: SignalProducer<Second, Swift.Error>
) -> SignalProducer<(First, Second), Swift.Error> {
  typealias Input = Either<
    ReactiveCore.Signal<First, Swift.Error>.Event, ReactiveCore.Signal<Second, Swift.Error>.Event
  >
  return SignalProducer { observer, lifetime in
    let state = OperatorState(
      (first: First?.none, second: Second?.none, firstDone: false, secondDone: false))
    let input = SerialInput { (input: Input) in
      switch input {
      case let .left(.value(value)):
        let (latest, otherDone) = state.update { state in
          state.first = value
          return (state.second, state.secondDone)
        }
        if let latest { observer.send(value: (value, latest)) } else if otherDone { observer.sendCompleted() }
      case let .right(.value(value)):
        let (latest, otherDone) = state.update { state in
          state.second = value
          return (state.first, state.firstDone)
        }
        if let latest { observer.send(value: (latest, value)) } else if otherDone { observer.sendCompleted() }
      case let .left(.failed(error)), let .right(.failed(error)): observer.send(error: error)
      case .left(.completed), .right(.completed):
        let bothDone = state.update { state in
          if case .left = input { state.firstDone = true } else { state.secondDone = true }
          return state.firstDone && state.secondDone
        }
        if bothDone { observer.sendCompleted() }
      case .left(.interrupted), .right(.interrupted): break
      }
    }
    lifetime += first.start { input.send(.left($0)) }
    guard !lifetime.hasEnded else { return }
    lifetime += second.start { input.send(.right($0)) }
  }
}

/// `rxZip` for two sources, typed, as `rxCombineLatest(_:_:)` is. Same rules: completes when
/// both have completed, or as soon as a value arrives that can never be paired (it waits, and
/// the other source has completed with nothing waiting); the first error ends it.
@inlinable
func rxZip<First, Second>(
  _ first: SignalProducer<First, Swift.Error>, _ second: SignalProducer<Second, Swift.Error>
) -> SignalProducer<(First, Second), Swift.Error> {
  typealias Input = Either<
    ReactiveCore.Signal<First, Swift.Error>.Event, ReactiveCore.Signal<Second, Swift.Error>.Event
  >
  return SignalProducer { observer, lifetime in
    let state = OperatorState(
      (first: [First](), second: [Second](), firstDone: false, secondDone: false))
    let input = SerialInput { (input: Input) in
      switch input {
      case .left(.value), .right(.value):
        let (pair, unpairable) = state.update { state -> ((First, Second)?, Bool) in
          switch input {
          case let .left(.value(value)): state.first.append(value)
          case let .right(.value(value)): state.second.append(value)
          default: break
          }
          guard !state.first.isEmpty, !state.second.isEmpty else {
            if case .left = input { return (nil, state.secondDone) }
            return (nil, state.firstDone)
          }
          return ((state.first.removeFirst(), state.second.removeFirst()), false)
        }
        if let pair { observer.send(value: pair) } else if unpairable { observer.sendCompleted() }
      case let .left(.failed(error)), let .right(.failed(error)): observer.send(error: error)
      case .left(.completed), .right(.completed):
        let bothDone = state.update { state in
          if case .left = input { state.firstDone = true } else { state.secondDone = true }
          return state.firstDone && state.secondDone
        }
        if bothDone { observer.sendCompleted() }
      case .left(.interrupted), .right(.interrupted): break
      }
    }
    lifetime += first.start { input.send(.left($0)) }
    guard !lifetime.hasEnded else { return }
    lifetime += second.start { input.send(.right($0)) }
  }
}

/// RxSwift's `zip`: the sources' values paired in order (first with first). It completes when
/// every source has completed, or as soon as a value arrives that can never be paired: it
/// waits, and every other source has completed with nothing waiting; the first error ends it.
@inlinable
func rxZip<Value>(_ sources: [SignalProducer<Value, Swift.Error>]) -> SignalProducer<[Value], Swift.Error> {
  combination(sources, buffer: [[Value]](repeating: [], count: sources.count)) { waiting, index, value in
    waiting[index].append(value)
    return waiting.contains(where: \.isEmpty) ? nil : waiting.indices.map { waiting[$0].removeFirst() }
  }
}

/// What `combineLatest` and `zip` share: `combine` takes each value into `buffer` and says what
/// to send, if anything; a value that sends nothing while every other source has completed
/// completes the result (nothing can come of it), as does every source completing; the first
/// error ends it.
@inlinable
func combination<Value, Buffer>(
  _ sources: [SignalProducer<Value, Swift.Error>], buffer initial: Buffer,
  combine: @escaping (inout Buffer, _ index: Int, Value) -> [Value]?
) -> SignalProducer<[Value], Swift.Error> {
  guard !sources.isEmpty else { return .empty }
  let events = tagged(sources)
  return SignalProducer { observer, lifetime in
    let state = OperatorState((buffer: initial, done: [Bool](repeating: false, count: sources.count)))
    lifetime += events.startWithValues { index, event in
      switch event {
      case let .value(value):
        let (combined, othersDone) = state.update { state in
          let combined = combine(&state.buffer, index, value)
          return (combined, combined == nil && state.done.indices.allSatisfy { $0 == index || state.done[$0] })
        }
        if let combined {
          observer.send(value: combined)
        } else if othersDone {
          observer.sendCompleted()
        }
      case let .failed(error): observer.send(error: error)
      case .completed:
        let allDone = state.update { state in
          state.done[index] = true
          return !state.done.contains(false)
        }
        if allDone { observer.sendCompleted() }
      case .interrupted: break
      }
    }
  }
}
