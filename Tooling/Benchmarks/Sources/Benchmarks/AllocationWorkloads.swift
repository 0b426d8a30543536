import HeapStats
import ReactiveCore

/// A1: heap allocations per operation, counted rather than timed, so the figure is the same on
/// every run whatever else the machine does. The hot paths allocate nothing once subscribed; a
/// subscription allocates a fixed number of blocks. (Counts every allocation of the process
/// while the loop runs: see `AllocationCounter.c`.)
enum AllocationWorkloads {
  /// Allocations per call of `operation`, counted over `n` calls after `warmUp` calls (buffers
  /// grown, caches filled).
  @inline(__always)
  static func perOperation(_ n: Int, warmUp: Int = 1_000, _ operation: (Int) -> Void) -> Double {
    for i in 0..<warmUp { operation(i) }
    allocation_counting_start()
    for i in 0..<n { operation(i) }
    return Double(allocation_counting_stop()) / Double(n)
  }

  /// B1's chain: a pipe, `map`, `filter`, one summing observer; per send.
  static func hotSignal(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.map { $0 + 1 }.filter { $0 % 2 == 0 }.observeValues { sink.sum &+= $0 }
    return (perOperation(n) { input.send(value: $0) }, sink.sum)
  }

  /// B4's `combineLatest` of two pipes; per send, alternating.
  static func combineLatest(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    a.combineLatest(with: b).observeValues { sink.sum &+= $0 + $1 }
    let perSend = perOperation(n) { i in
      if i % 2 == 0 { aInput.send(value: i) } else { bInput.send(value: i) }
    }
    return (perSend, sink.sum)
  }

  /// C1's 16 consecutive maps, built at run time; per send.
  static func fusedMaps(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    var chain = signal
    for _ in 0..<opaque(16) { chain = chain.map { $0 &+ 1 } }
    chain.observeValues { sink.sum &+= $0 }
    return (perOperation(n) { input.send(value: $0) }, sink.sum)
  }

  /// B3's property with 100 observers through `producer`; per set.
  static func property(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let property = MutableProperty(0)
    let disposables = (0..<100).map { _ in property.producer.startWithValues { sink.sum &+= $0 } }
    let perSet = perOperation(n) { property.value = $0 }
    withExtendedLifetime(disposables) {}
    return (perSet, sink.sum)
  }

  /// One observer's life through `observeCompleted`: attached to a pipe, then disposed; per
  /// observer. Three blocks: the observation, the closure that picks out completion, and the
  /// caller's closure. (Also three when `observeCompleted` made an `Observer` object on the way,
  /// before 2026-11-27: the optimizer kept that object on the stack.)
  static func perKindObserver(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    let perObserver = perOperation(n) { i in
      signal.observeCompleted { sink.sum &+= i }?.dispose()
    }
    signal.observeCompleted { sink.sum &+= 1 }
    input.sendCompleted()
    return (perObserver, sink.sum)
  }

  /// A start of one producer through `map` (a fused stage), kept and started again each time;
  /// per subscription. A single `map` starts as an operator on its own (it fuses once a second
  /// stateless operator follows): the instance (its relay, its disposables, its lifetime, the
  /// closure sending into the relay) and the operator's observer closure: 5 blocks. 7 while
  /// operators took and returned `Observer` objects, 8 while the relay kept one (2026-11-27).
  static func mappedSubscription(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let producer = opaque(SignalProducer<Int, Never>(value: 1).map { $0 &+ 1 })
    let observer: (Int) -> Void = opaque { sink.sum &+= $0 }
    return (perOperation(n) { _ in producer.startWithValues(observer) }, sink.sum)
  }

  /// A start of one producer through `skipRepeats()`, an operator with state of its own (never
  /// fused), kept and started again each time; per subscription: the instance as above, the
  /// operator's state and its observer's closure: 6 blocks (8 while operators took and returned
  /// `Observer` objects, 2026-11-27).
  static func statefulSubscription(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let producer = opaque(SignalProducer<Int, Never>(value: 1).skipRepeats())
    let observer: (Int) -> Void = opaque { sink.sum &+= $0 }
    return (perOperation(n) { _ in producer.startWithValues(observer) }, sink.sum)
  }

  /// B2's start of a one-value producer reached through opaque closures; per subscription.
  static func subscription(_ n: Int) -> (perUnit: Double, checksum: Int) {
    let sink = Sink()
    let makeProducer: (Int) -> SignalProducer<Int, Never> = opaque { SignalProducer(value: $0) }
    let observer: (Int) -> Void = opaque { sink.sum &+= $0 }
    return (perOperation(n) { makeProducer($0).startWithValues(observer) }, sink.sum)
  }
}
