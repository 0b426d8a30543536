import OpenCombine

/// The same workloads written with OpenCombine, for side-by-side figures. OpenCombine 0.14 has
/// no `combineLatest`, so B4 has no OpenCombine figure.
enum OpenCombineWorkloads {
  static func b1(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sink.sum &+= $0 }
    let elapsed = timed { for i in 0..<n { subject.send(i) } }
    withExtendedLifetime(subscription) {}
    return (elapsed, sink.sum)
  }

  /// C1 with concrete publisher types (no type erasure), so OpenCombine fuses `map.map` as it
  /// can: written out for each length.
  static func c1(_ n: Int, length: Int) -> (elapsed: UInt64, checksum: Int) {
    let step: (Int) -> Int = opaqueIncrement()
    let subject = PassthroughSubject<Int, Never>()
    func drive<P: Publisher>(_ chain: P) -> (elapsed: UInt64, checksum: Int) where P.Output == Int, P.Failure == Never {
      let sink = Sink()
      let subscription = chain.sink { sink.sum &+= $0 }
      let elapsed = timed { for i in 0..<n { subject.send(i) } }
      withExtendedLifetime(subscription) {}
      return (elapsed, sink.sum)
    }
    let four = subject.map(step).map(step).map(step).map(step)
    switch length {
    case 1: return drive(subject.map(step))
    case 4: return drive(four)
    default:
      return drive(
        four.map(step).map(step).map(step).map(step).map(step).map(step).map(step).map(step).map(step).map(step)
          .map(step).map(step))
    }
  }

  static func b2(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let makePublisher: (Int) -> Just<Int> = opaque { Just($0) }
    let observer: (Int) -> Void = opaque { sink.sum &+= $0 }
    let elapsed = timed {
      for i in 0..<n { _ = makePublisher(i).sink(receiveValue: observer) }
    }
    return (elapsed, sink.sum)
  }

  static func b3(_ n: Int, observers: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let subject = CurrentValueSubject<Int, Never>(0)
    var subscriptions: [AnyCancellable] = []
    for _ in 0..<observers { subscriptions.append(subject.sink { sink.sum &+= $0 }) }
    sink.sum = 0
    let elapsed = timed { for i in 0..<n { subject.send(i) } }
    withExtendedLifetime(subscriptions) {}
    return (elapsed, sink.sum)
  }

  static func b5(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let subject = PassthroughSubject<Int, Never>()
    let subscription = subject.map { i in (i..<i + 10).publisher }.switchToLatest().sink { sink.sum &+= $0 }
    let elapsed = timed { for i in 0..<n { subject.send(i) } }
    withExtendedLifetime(subscription) {}
    return (elapsed, sink.sum)
  }

  static func m1(_ n: Int) -> (bytesPerObserver: Double, checksum: Int) {
    let sink = Sink()
    let subject = PassthroughSubject<Int, Never>()
    var subscriptions: [AnyCancellable] = []
    subscriptions.reserveCapacity(n)
    // The array that keeps the observers is allocated before counting: only observers count.
    let before = heapBytes()
    for _ in 0..<n { subscriptions.append(subject.sink { sink.sum &+= $0 }) }
    let after = heapBytes()
    subject.send(1)
    withExtendedLifetime(subscriptions) {}
    return (Double(after - before) / Double(n), sink.sum)
  }
}
