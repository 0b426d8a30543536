/// `zip`: pairs the n-th values of its sources. Completes as soon as a source has completed and
/// all its values have been paired; fails or interrupts when any source does.
@usableFromInline
enum Zip {
  @inlinable
  static func binary<A, B, E>(
    _ left: @escaping Subscribe<A, E>, _ right: @escaping Subscribe<B, E>
  ) -> (Signal<(A, B), E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      let lefts = OperatorState(RingBuffer<A>())
      let rights = OperatorState(RingBuffer<B>())
      let leftDone = OperatorState(false)
      let rightDone = OperatorState(false)
      let input = serialized { (input: Either<Signal<A, E>.Event, Signal<B, E>.Event>) in
        switch input {
        case let .left(.value(value)): lefts.value.append(value)
        case let .right(.value(value)): rights.value.append(value)
        case let .left(.failed(error)), let .right(.failed(error)):
          observer.send(error: error)
          return
        case .left(.completed): leftDone.value = true
        case .right(.completed): rightDone.value = true
        case .left(.interrupted), .right(.interrupted):
          observer.sendInterrupted()
          return
        }
        while !lefts.value.isEmpty, !rights.value.isEmpty {
          observer.send(value: (lefts.value.removeFirst(), rights.value.removeFirst()))
        }
        if (leftDone.value && lefts.value.isEmpty) || (rightDone.value && rights.value.isEmpty) {
          observer.sendCompleted()
        }
      }
      lifetime += left(Signal<A, E>.Observer { input.send(value: .left($0)) })
      guard !lifetime.hasEnded else { return }
      lifetime += right(Signal<B, E>.Observer { input.send(value: .right($0)) })
    }
  }

  @inlinable
  static func array<V, E>(_ sources: [Subscribe<V, E>]) -> (Signal<[V], E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      guard !sources.isEmpty else {
        observer.sendCompleted()
        return
      }
      let queues = OperatorState([RingBuffer<V>](repeating: RingBuffer(), count: sources.count))
      let done = OperatorState([Bool](repeating: false, count: sources.count))
      let input = serialized { (input: (index: Int, event: Signal<V, E>.Event)) in
        switch input.event {
        case let .value(value): queues.value[input.index].append(value)
        case let .failed(error):
          observer.send(error: error)
          return
        case .completed: done.value[input.index] = true
        case .interrupted:
          observer.sendInterrupted()
          return
        }
        while queues.value.allSatisfy({ !$0.isEmpty }) {
          observer.send(value: queues.value.indices.map { queues.value[$0].removeFirst() })
        }
        if queues.value.indices.contains(where: { done.value[$0] && queues.value[$0].isEmpty }) {
          observer.sendCompleted()
        }
      }
      attach(sources, lifetime: lifetime) { index in
        Signal<V, E>.Observer { input.send(value: (index, $0)) }
      }
    }
  }
}

/// A FIFO queue with O(1) amortized removal from the front.
@usableFromInline
struct RingBuffer<Element> {
  @usableFromInline var storage: [Element] = []
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { head == storage.count }
  @inlinable var count: Int { storage.count - head }

  @inlinable mutating func append(_ element: Element) { storage.append(element) }

  @inlinable
  mutating func removeFirst() -> Element {
    let element = storage[head]
    head += 1
    if head > 32, head * 2 > storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }
}

extension Signal {
  /// Pairs the n-th value of this signal with the n-th value of `other`.
  @inlinable
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(Zip.binary(subscribe, other.subscribe))
  }

  /// Zips any number of signals of one type, as arrays. With no signals, completes at once.
  @inlinable
  public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    Signal<[Value], Error>(Zip.array(signals.map(\.subscribe)))
  }

  /// Like `zip(_:)`, but sends `emptySentinel` then completes when there are no signals.
  @inlinable
  public static func zip<S: Sequence>(_ signals: S, emptySentinel: [Value]) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    let sources = Array(signals)
    if sources.isEmpty {
      return Signal<[Value], Error> { observer, _ in
        observer.send(value: emptySentinel)
        observer.sendCompleted()
      }
    }
    return zip(sources)
  }
}

extension SignalProducer {
  /// Pairs the n-th value of this producer with the n-th value of `other`.
  @inlinable
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(Zip.binary(subscribe, other.subscribe))
  }

  /// Zips any number of producers of one type, as arrays. With none, completes at once.
  @inlinable
  public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    SignalProducer<[Value], Error>(Zip.array(producers.map(\.producer.subscribe)))
  }

  /// Zips an array of producers (this overload lets `[]` infer).
  @inlinable
  public static func zip(_ producers: [SignalProducer<Value, Error>]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(Zip.array(producers.map(\.subscribe)))
  }

  /// Like `zip(_:)`, but sends `emptySentinel` then completes when there are no producers.
  @inlinable
  public static func zip<S: Sequence>(
    _ producers: S, emptySentinel: [Value]
  ) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    let sources = Array(producers)
    if sources.isEmpty { return SignalProducer<[Value], Error>(value: emptySentinel) }
    return zip(sources)
  }

  /// Pairs the n-th value of this producer with the n-th value of `other` (a signal, or a
  /// property when `Error` is `Never`).
  @inlinable
  public func zip<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    zip(with: other.producer)
  }
}
