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
/// error ends it. No sources at all sends one empty array, then completes (RxSwift's collection
/// form: a selector is asked once, with no elements).
@inlinable
func rxCombineLatest<Value>(_ sources: [SignalProducer<Value, Swift.Error>]) -> SignalProducer<[Value], Swift.Error> {
  guard !sources.isEmpty else { return SignalProducer(value: []) }
  return combination(sources, buffer: [Value?](repeating: nil, count: sources.count), endsWhenUnpairable: true) {
    latest, index, value in
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
  pairCombination(first, second, buffer: LatestPair())
}

/// `rxZip` for two sources, typed, as `rxCombineLatest(_:_:)` is, with the rule of RxSwift 6's
/// fixed-arity `zip`: it completes when both sources have completed (not earlier, even when a
/// value arrives that can never be paired); the first error ends it.
@inlinable
func rxZip<First, Second>(
  _ first: SignalProducer<First, Swift.Error>, _ second: SignalProducer<Second, Swift.Error>
) -> SignalProducer<(First, Second), Swift.Error> {
  pairCombination(first, second, buffer: WaitingPairs())
}

/// What a two-source combination keeps of its sources' values, and what each new one makes.
/// A protocol rather than a closure: the engine is then compiled for each buffer, with `take`
/// inlined into it (a stored closure, and one `Either` for both sides, cost 42 instructions per
/// event, RX4).
@usableFromInline
protocol PairBuffer {
  associatedtype First
  associatedtype Second
  /// Takes a value of the first source in and returns the pair to send, if any.
  mutating func take(first value: First) -> (First, Second)?
  /// Takes a value of the second source in and returns the pair to send, if any.
  mutating func take(second value: Second) -> (First, Second)?
  /// Whether a value that makes nothing while the other source has completed ends the result
  /// (`combineLatest`), or only both sources completing does (`zip` of two).
  static var endsWhenUnpairable: Bool { get }
}

/// `combineLatest`'s buffer: the latest value of each source.
@usableFromInline
struct LatestPair<First, Second>: PairBuffer {
  @usableFromInline var first: First?
  @usableFromInline var second: Second?

  @inlinable init() {}

  @inlinable static var endsWhenUnpairable: Bool { true }

  @inlinable
  mutating func take(first value: First) -> (First, Second)? {
    first = value
    return second.map { (value, $0) }
  }

  @inlinable
  mutating func take(second value: Second) -> (First, Second)? {
    second = value
    return first.map { ($0, value) }
  }
}

/// `zip`'s buffer: each source's values waiting for a partner, oldest first.
@usableFromInline
struct WaitingPairs<First, Second>: PairBuffer {
  @usableFromInline var first: [First] = []
  @usableFromInline var second: [Second] = []

  @inlinable init() {}

  @inlinable static var endsWhenUnpairable: Bool { false }

  @inlinable
  mutating func take(first value: First) -> (First, Second)? {
    first.append(value)
    return pairOldest()
  }

  @inlinable
  mutating func take(second value: Second) -> (First, Second)? {
    second.append(value)
    return pairOldest()
  }

  @inlinable
  mutating func pairOldest() -> (First, Second)? {
    guard !first.isEmpty, !second.isEmpty else { return nil }
    return (first.removeFirst(), second.removeFirst())
  }
}

/// `combination(_:buffer:endsWhenUnpairable:combine:)` for two sources of their own types:
/// their events reach `buffer` one at a time, through ReactiveCore's serial input, with the same
/// rules (both completing completes the result, and so does a value that sends nothing while
/// the other source has completed if the buffer says so; the first error ends it).
@inlinable
func pairCombination<Buffer: PairBuffer>(
  _ first: SignalProducer<Buffer.First, Swift.Error>, _ second: SignalProducer<Buffer.Second, Swift.Error>,
  buffer initial: Buffer
) -> SignalProducer<(Buffer.First, Buffer.Second), Swift.Error> {
  typealias First = Buffer.First
  typealias Second = Buffer.Second
  typealias Input = Either<
    ReactiveCore.Signal<First, Swift.Error>.Event, ReactiveCore.Signal<Second, Swift.Error>.Event
  >
  return SignalProducer { observer, lifetime in
    let state = OperatorState((buffer: initial, firstDone: false, secondDone: false))
    let input = SerialInput { (input: Input) in
      let (combined, otherDone): ((First, Second)?, Bool)
      switch input {
      case let .left(.value(value)):
        (combined, otherDone) = state.update { ($0.buffer.take(first: value), $0.secondDone) }
      case let .right(.value(value)):
        (combined, otherDone) = state.update { ($0.buffer.take(second: value), $0.firstDone) }
      case let .left(.failed(error)), let .right(.failed(error)): return observer.send(error: error)
      case .left(.completed), .right(.completed):
        let bothDone = state.update { state in
          if case .left = input { state.firstDone = true } else { state.secondDone = true }
          return state.firstDone && state.secondDone
        }
        if bothDone { observer.sendCompleted() }
        return
      case .left(.interrupted), .right(.interrupted): return
      }
      if let combined {
        observer.send(value: combined)
      } else if Buffer.endsWhenUnpairable && otherDone {
        observer.sendCompleted()
      }
    }
    lifetime += first.start { input.send(.left($0)) }
    guard !lifetime.hasEnded else { return }
    lifetime += second.start { input.send(.right($0)) }
  }
}

/// RxSwift's `zip`: the sources' values paired in order (first with first). It completes when
/// every source has completed, and, with `endsWhenUnpairable` (RxSwift's `zip` of a
/// collection), also as soon as a value arrives that can never be paired: it waits, and every
/// other source has completed with nothing waiting. RxSwift 6's fixed-arity forms (`zip(a, b,
/// c)`) wait for every source. The first error ends it.
@inlinable
func rxZip<Value>(
  _ sources: [SignalProducer<Value, Swift.Error>], endsWhenUnpairable: Bool
) -> SignalProducer<[Value], Swift.Error> {
  combination(sources, buffer: [[Value]](repeating: [], count: sources.count), endsWhenUnpairable: endsWhenUnpairable) {
    waiting, index, value in
    waiting[index].append(value)
    return waiting.contains(where: \.isEmpty) ? nil : waiting.indices.map { waiting[$0].removeFirst() }
  }
}

/// What `combineLatest` and `zip` share: `combine` takes each value into `buffer` and says what
/// to send, if anything. Every source completing completes the result, and, with
/// `endsWhenUnpairable`, so does a value that sends nothing while every other source has
/// completed (nothing can come of it); the first error ends it. No sources completes at once.
@inlinable
func combination<Value, Buffer>(
  _ sources: [SignalProducer<Value, Swift.Error>], buffer initial: Buffer, endsWhenUnpairable: Bool,
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
          let ends = endsWhenUnpairable && combined == nil
          return (combined, ends && state.done.indices.allSatisfy { $0 == index || state.done[$0] })
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
