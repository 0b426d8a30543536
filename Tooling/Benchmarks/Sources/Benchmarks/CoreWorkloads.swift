import ReactiveCore

/// B0-B5 for ReactiveCore and the hand-written baselines (see shared BENCHMARKS.md).
enum CoreWorkloads {
  /// B0: x -> x+1, keep evens, sum, as three heap closures calling each other opaquely.
  static func b0(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let sum = opaqueClosure { sink.sum &+= $0 }
    let evens = opaqueClosure { if $0 % 2 == 0 { sum($0) } }
    let increment = opaqueClosure { evens($0 + 1) }
    let elapsed = timed { for i in 0..<n { increment(i) } }
    return (elapsed, sink.sum)
  }

  /// B1: Signal.pipe().map { $0 + 1 }.filter { $0 % 2 == 0 }, one summing observer.
  static func b1(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.map { $0 + 1 }.filter { $0 % 2 == 0 }.observeValues { sink.sum &+= $0 }
    let elapsed = timed { for i in 0..<n { input.send(value: i) } }
    return (elapsed, sink.sum)
  }

  /// B2: create SignalProducer(value: i) and start it with a summing observer. The producer is
  /// made and the observer reached through opaque closures, so the optimizer cannot fold the
  /// loop into n(n-1)/2 (which it did when both were visible: 3 ns "per subscription").
  static func b2(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let makeProducer: (Int) -> SignalProducer<Int, Never> = opaque { SignalProducer(value: $0) }
    let observer: (Int) -> Void = opaque { sink.sum &+= $0 }
    let elapsed = timed {
      for i in 0..<n { makeProducer(i).startWithValues(observer) }
    }
    return (elapsed, sink.sum)
  }

  /// B2e: as B2, but the producer escapes through an opaque call, so the compiler cannot inline
  /// the start and promote its allocations to the stack (what B2 measures when it can).
  static func b2e(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let elapsed = timed {
      for i in 0..<n { opaque(SignalProducer<Int, Never>(value: i)).startWithValues { sink.sum &+= $0 } }
    }
    return (elapsed, sink.sum)
  }

  /// B3: MutableProperty(0) with `observers` summing observers through .producer; n sets.
  static func b3(_ n: Int, observers: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let property = MutableProperty(0)
    var disposables: [Disposable] = []
    for _ in 0..<observers { disposables.append(property.producer.startWithValues { sink.sum &+= $0 }) }
    sink.sum = 0
    let elapsed = timed { for i in 0..<n { property.value = i } }
    withExtendedLifetime(disposables) {}
    return (elapsed, sink.sum)
  }

  /// B3h: `observers` summing closures in an array, each called for every set.
  static func b3h(_ n: Int, observers: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    var closures: [(Int) -> Void] = []
    for _ in 0..<observers { closures.append(opaqueClosure { sink.sum &+= $0 }) }
    closures = opaque(closures)
    let elapsed = timed {
      for i in 0..<n {
        for closure in closures { closure(i) }
      }
    }
    return (elapsed, sink.sum)
  }

  /// B4: two hot signals combined with combineLatest, summing a + b; sends alternate.
  static func b4(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    a.combineLatest(with: b).observeValues { sink.sum &+= $0 + $1 }
    let elapsed = timed {
      for i in 0..<n {
        if i % 2 == 0 { aInput.send(value: i) } else { bInput.send(value: i) }
      }
    }
    return (elapsed, sink.sum)
  }

  /// B5: each outer value i mapped to a cold producer of i..<i+10, flattened with .latest.
  static func b5(_ n: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let (outer, input) = Signal<Int, Never>.pipe()
    outer.flatMap(.latest) { i in SignalProducer<Int, Never>(i..<i + 10) }.observeValues { sink.sum &+= $0 }
    let elapsed = timed { for i in 0..<n { input.send(value: i) } }
    return (elapsed, sink.sum)
  }

  /// C1: a pipe through `length` maps, each written `map { $0 &+ 1 }` as users write them, one
  /// summing observer: how the cost of an operator chain grows with its length. The chain is
  /// built at run time, so the compiler cannot fold the maps (the checksum counts every `+ 1`).
  static func c1(_ n: Int, length: Int) -> (elapsed: UInt64, checksum: Int) {
    sendThroughMaps(n, length: length) { $0.map { $0 &+ 1 } }
  }

  /// C1v: C1 with a closure value (`x &+ 1` from an opaque function) passed to every `map`, as
  /// when a chain maps with a stored closure or a function reference: Swift wraps such a value in
  /// a reabstraction thunk to pass it to a generic `map`, one more call per map.
  static func c1v(_ n: Int, length: Int) -> (elapsed: UInt64, checksum: Int) {
    let step: (Int) -> Int = opaqueIncrement()
    return sendThroughMaps(n, length: length) { $0.map(step) }
  }

  /// Sends 0..<n into a pipe that `addMap` extended `length` times, to one summing observer.
  /// Inlined into each workload, so each is compiled as if written out: called instead, C1
  /// with 16 maps measured 43-46 ns rather than 28-31 (2026-11-24).
  @inline(__always)
  private static func sendThroughMaps(
    _ n: Int, length: Int, _ addMap: (Signal<Int, Never>) -> Signal<Int, Never>
  ) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    var chain = signal
    for _ in 0..<length { chain = addMap(chain) }
    chain.observeValues { sink.sum &+= $0 }
    let elapsed = timed { for i in 0..<n { input.send(value: i) } }
    return (elapsed, sink.sum)
  }

  /// M1: heap bytes held per live observer of one signal (the disposables array included).
  static func m1(_ n: Int) -> (bytesPerObserver: Double, checksum: Int) {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    var disposables: [Disposable?] = []
    disposables.reserveCapacity(n)
    // The array that keeps the observers is allocated before counting: only observers count.
    let held = heapBytesHeld { for _ in 0..<n { disposables.append(signal.observeValues { sink.sum &+= $0 }) } }
    input.send(value: 1)
    withExtendedLifetime(disposables) {}
    return (Double(held) / Double(n), sink.sum)
  }
}
