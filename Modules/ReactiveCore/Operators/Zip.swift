/// `zip`: pairs the n-th values of its sources. Completes as soon as a source has completed and
/// all its values have been paired; fails or interrupts when any source does.
@usableFromInline
enum Zip {
  static func binary<A, B, E>(
    _ left: @escaping Subscribe<A, E>, _ right: @escaping Subscribe<B, E>
  ) -> (Signal<(A, B), E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      var lefts = RingBuffer<A>()
      var rights = RingBuffer<B>()
      var leftDone = false
      var rightDone = false
      let input = serialized { (input: Either<Signal<A, E>.Event, Signal<B, E>.Event>) in
        switch input {
        case let .left(.value(value)): lefts.append(value)
        case let .right(.value(value)): rights.append(value)
        case let .left(.failed(error)), let .right(.failed(error)):
          observer.send(error: error)
          return
        case .left(.completed): leftDone = true
        case .right(.completed): rightDone = true
        case .left(.interrupted), .right(.interrupted):
          observer.sendInterrupted()
          return
        }
        while !lefts.isEmpty, !rights.isEmpty {
          observer.send(value: (lefts.removeFirst(), rights.removeFirst()))
        }
        if (leftDone && lefts.isEmpty) || (rightDone && rights.isEmpty) { observer.sendCompleted() }
      }
      lifetime += left(Signal<A, E>.Observer { input.send(value: .left($0)) })
      guard !lifetime.hasEnded else { return }
      lifetime += right(Signal<B, E>.Observer { input.send(value: .right($0)) })
    }
  }

  static func array<V, E>(_ sources: [Subscribe<V, E>]) -> (Signal<[V], E>.Observer, Lifetime) -> Void {
    { observer, lifetime in
      guard !sources.isEmpty else {
        observer.sendCompleted()
        return
      }
      var queues = [RingBuffer<V>](repeating: RingBuffer(), count: sources.count)
      var done = [Bool](repeating: false, count: sources.count)
      let input = serialized { (input: (index: Int, event: Signal<V, E>.Event)) in
        switch input.event {
        case let .value(value): queues[input.index].append(value)
        case let .failed(error):
          observer.send(error: error)
          return
        case .completed: done[input.index] = true
        case .interrupted:
          observer.sendInterrupted()
          return
        }
        while queues.allSatisfy({ !$0.isEmpty }) {
          observer.send(value: queues.indices.map { queues[$0].removeFirst() })
        }
        if queues.indices.contains(where: { done[$0] && queues[$0].isEmpty }) {
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
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    Signal<(Value, U), Error>(Zip.binary(subscribe, other.subscribe))
  }

  /// Zips any number of signals of one type, as arrays. With no signals, completes at once.
  public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    Signal<[Value], Error>(Zip.array(signals.map(\.subscribe)))
  }

  /// Like `zip(_:)`, but sends `emptySentinel` then completes when there are no signals.
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
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    SignalProducer<(Value, U), Error>(Zip.binary(subscribe, other.subscribe))
  }

  /// Zips any number of producers of one type, as arrays. With none, completes at once.
  public static func zip<S: Sequence>(_ producers: S) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    SignalProducer<[Value], Error>(Zip.array(producers.map(\.producer.subscribe)))
  }

  /// Zips an array of producers (this overload lets `[]` infer).
  public static func zip(_ producers: [SignalProducer<Value, Error>]) -> SignalProducer<[Value], Error> {
    SignalProducer<[Value], Error>(Zip.array(producers.map(\.subscribe)))
  }

  /// Like `zip(_:)`, but sends `emptySentinel` then completes when there are no producers.
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
  public func zip<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    zip(with: other.producer)
  }
}
