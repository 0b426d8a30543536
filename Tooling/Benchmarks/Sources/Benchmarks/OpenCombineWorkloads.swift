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
  /// can: written out for each length, each map a closure literal.
  static func c1(_ n: Int, length: Int) -> (elapsed: UInt64, checksum: Int) {
    let subject = PassthroughSubject<Int, Never>()
    let four = subject.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }
    switch length {
    case 1: return drive(subject, through: subject.map { $0 &+ 1 }, n)
    case 4: return drive(subject, through: four, n)
    default:
      let eight = four.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }
      let twelve = eight.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }
      return drive(subject, through: twelve.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }.map { $0 &+ 1 }, n)
    }
  }

  /// C1v: C1 with the closure value of ReactiveCore's C1v passed to every map.
  static func c1v(_ n: Int, length: Int) -> (elapsed: UInt64, checksum: Int) {
    let step: (Int) -> Int = opaqueIncrement()
    let subject = PassthroughSubject<Int, Never>()
    let four = subject.map(step).map(step).map(step).map(step)
    switch length {
    case 1: return drive(subject, through: subject.map(step), n)
    case 4: return drive(subject, through: four, n)
    default:
      return drive(
        subject,
        through: four.map(step).map(step).map(step).map(step).map(step).map(step).map(step).map(step).map(step)
          .map(step).map(step).map(step), n)
    }
  }

  /// Sends 0..<n into `subject`, observed through `chain` by one summing sink.
  private static func drive<P: Publisher>(
    _ subject: PassthroughSubject<Int, Never>, through chain: P, _ n: Int
  ) -> (elapsed: UInt64, checksum: Int) where P.Output == Int, P.Failure == Never {
    let sink = Sink()
    let subscription = chain.sink { sink.sum &+= $0 }
    let elapsed = timed { for i in 0..<n { subject.send(i) } }
    withExtendedLifetime(subscription) {}
    return (elapsed, sink.sum)
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
    let held = heapBytesHeld { for _ in 0..<n { subscriptions.append(subject.sink { sink.sum &+= $0 }) } }
    subject.send(1)
    withExtendedLifetime(subscriptions) {}
    return (Double(held) / Double(n), sink.sum)
  }
}
