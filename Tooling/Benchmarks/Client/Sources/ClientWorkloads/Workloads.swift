import ClientSupport
import ReactiveCore

/// The workloads whose instructions per operation are counted, written as a user writes them
/// (the definitions are those of the benchmark package's README, with the same ids). Each runs
/// `n` operations and returns a checksum that depends on every one of them, so the optimizer
/// cannot delete the work.
enum Workloads {
  /// Every workload by id, with the size the count uses (the operations of one run).
  static let all: [Workload] = [
    ("B1", 20_000, b1),
    ("B2", 5_000, b2),
    ("B3", 2_000, b3),
    ("B4", 20_000, b4),
    ("C1", 20_000, c1),
    ("C1v", 20_000, c1v),
    ("C1l", 20_000, c1l),
    ("C1s", 20_000, c1s),
    ("O1", 20_000, o1),
    ("P1", 20_000, p1),
    ("P2", 20_000, p2),
    ("T1", 20_000, t1),
  ]

  /// B1: `Signal.pipe()` through `map` and `filter` to one summing observer; per send.
  static func b1(_ n: Int) -> Int {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.map { $0 + 1 }.filter { $0 % 2 == 0 }.observeValues { sink.sum &+= $0 }
    for i in 0..<n { input.send(value: i) }
    return sink.sum
  }

  /// B2: a one-value producer made and started with a summing observer; per start. Both closures
  /// go through `opaque`, or the optimizer folds the loop into a formula.
  static func b2(_ n: Int) -> Int {
    let sink = Sink()
    let makeProducer: (Int) -> SignalProducer<Int, Never> = opaque { SignalProducer(value: $0) }
    let observer: (Int) -> Void = opaque { sink.sum &+= $0 }
    for i in 0..<n { makeProducer(i).startWithValues(observer) }
    return sink.sum
  }

  /// B3: a `MutableProperty` with 100 summing observers through `.producer`; per set.
  static func b3(_ n: Int) -> Int {
    let sink = Sink()
    let property = MutableProperty(0)
    let disposables = (0..<100).map { _ in property.producer.startWithValues { sink.sum &+= $0 } }
    for i in 0..<n { property.value = i }
    withExtendedLifetime(disposables) {}
    return sink.sum
  }

  /// B4: two pipes through `combineLatest`, sends alternating; per send.
  static func b4(_ n: Int) -> Int {
    let sink = Sink()
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    a.combineLatest(with: b).observeValues { sink.sum &+= $0 + $1 }
    for i in 0..<n {
      if i % 2 == 0 { aInput.send(value: i) } else { bInput.send(value: i) }
    }
    return sink.sum
  }

  /// C1: 16 `map { $0 &+ 1 }`s built in a loop (fused into one step list); per send.
  static func c1(_ n: Int) -> Int {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    var chain = signal
    for _ in 0..<opaque(16) { chain = chain.map { $0 &+ 1 } }
    chain.observeValues { sink.sum &+= $0 }
    for i in 0..<n { input.send(value: i) }
    return sink.sum
  }

  /// C1v: C1 with one closure value passed to every `map`, as a stored closure is; per send.
  static func c1v(_ n: Int) -> Int {
    let sink = Sink()
    let step: (Int) -> Int = opaqueIncrement()
    let (signal, input) = Signal<Int, Never>.pipe()
    var chain = signal
    for _ in 0..<opaque(16) { chain = chain.map(step) }
    chain.observeValues { sink.sum &+= $0 }
    for i in 0..<n { input.send(value: i) }
    return sink.sum
  }

  /// C1l: 16 maps written as `let` statements, each intermediate signal still referenced while
  /// values flow (the chain runs past them: see ReactiveCore's `Internal/StageBypass.swift`);
  /// per send. Each adds its own constant (`&+ 3` to `&+ 18`), as the maps of a real chain
  /// differ: LLVM merges identical step bodies (here and across workloads), and every merged
  /// step then jumps to the one kept, 4 instructions more a step (552 with 16 identical maps).
  static func c1l(_ n: Int) -> Int {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    let m1 = signal.map { $0 &+ 3 }
    let m2 = m1.map { $0 &+ 4 }
    let m3 = m2.map { $0 &+ 5 }
    let m4 = m3.map { $0 &+ 6 }
    let m5 = m4.map { $0 &+ 7 }
    let m6 = m5.map { $0 &+ 8 }
    let m7 = m6.map { $0 &+ 9 }
    let m8 = m7.map { $0 &+ 10 }
    let m9 = m8.map { $0 &+ 11 }
    let m10 = m9.map { $0 &+ 12 }
    let m11 = m10.map { $0 &+ 13 }
    let m12 = m11.map { $0 &+ 14 }
    let m13 = m12.map { $0 &+ 15 }
    let m14 = m13.map { $0 &+ 16 }
    let m15 = m14.map { $0 &+ 17 }
    let m16 = m15.map { $0 &+ 18 }
    m16.observeValues { sink.sum &+= $0 }
    for i in 0..<n { input.send(value: opaque(i)) }
    withExtendedLifetime((m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15)) {}
    return sink.sum
  }
}

extension Workloads {
  /// C1s: 16 maps written as one expression, `signal.map { … }.map { … }…`; per send. Each adds
  /// its own constant (`&+ 21` to `&+ 36`), for the reason given at C1l.
  static func c1s(_ n: Int) -> Int {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.map { $0 &+ 21 }.map { $0 &+ 22 }.map { $0 &+ 23 }.map { $0 &+ 24 }
      .map { $0 &+ 25 }.map { $0 &+ 26 }.map { $0 &+ 27 }.map { $0 &+ 28 }
      .map { $0 &+ 29 }.map { $0 &+ 30 }.map { $0 &+ 31 }.map { $0 &+ 32 }
      .map { $0 &+ 33 }.map { $0 &+ 34 }.map { $0 &+ 35 }.map { $0 &+ 36 }
      .observeValues { sink.sum &+= $0 }
    for i in 0..<n { input.send(value: opaque(i)) }
    return sink.sum
  }
}

extension Workloads {
  /// O1: an observer's whole life on a signal with many: `n` observers attached, one send to
  /// all, each disposed in a fixed shuffled order, their disposables released; per observer.
  static func o1(_ n: Int) -> Int {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    var disposables: [Disposable?] = []
    disposables.reserveCapacity(n)
    for _ in 0..<n { disposables.append(signal.observeValues { sink.sum &+= $0 }) }
    input.send(value: opaque(1))
    var order = Array(0..<n)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for i in stride(from: n - 1, to: 0, by: -1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      order.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
    }
    for index in order { disposables[index]?.dispose() }
    input.send(value: opaque(1_000))  // reaches nobody: every observer was detached
    disposables = []
    return sink.sum
  }
}

/// Where the observers add their values.
final class Sink {
  var sum = 0
}

/// Hides a value from the optimizer, so nothing is folded across it.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// `{ $0 &+ 1 }` as a closure value of its own type (the generic `opaque` would wrap it in thunks).
@inline(never) @_optimize(none)
func opaqueIncrement() -> (Int) -> Int { { $0 &+ 1 } }

extension Workloads {
  // The workloads below use value types no other workload uses: code specialized for `Int` is
  // shared with B1-C1s, and more callers of it changed how the optimizer inlined it into them
  // (C1v read 1,068 instead of 929 with these on `Int`).

  /// P1: a `MutableProperty` composed with `map`, one summing observer of the composed
  /// property's producer; per set of the source. The composed property's own storage and relay
  /// must be compiled for the client's types, as the source's are.
  static func p1(_ n: Int) -> Int {
    let sink = Sink()
    let property = MutableProperty(UInt32(0))
    let mapped = property.map { $0 &+ 7 }
    let observation = mapped.producer.startWithValues { sink.sum &+= Int($0) }
    for i in 0..<n { property.value = UInt32(truncatingIfNeeded: i) }
    withExtendedLifetime((observation, mapped)) {}
    return sink.sum
  }

  /// P2: two properties through `combineLatest(with:)`, one summing observer of the result's
  /// signal; per set of the first.
  static func p2(_ n: Int) -> Int {
    let sink = Sink()
    let first = MutableProperty(UInt16(0))
    let second = MutableProperty(UInt8(0))
    let both = first.combineLatest(with: second)
    let observation = both.signal.observeValues { sink.sum &+= Int($0.0) &+ Int($0.1) }
    for i in 0..<n { first.value = UInt16(truncatingIfNeeded: i) }
    withExtendedLifetime((observation, both, second)) {}
    return sink.sum
  }

  /// T1: a producer of a pipe's signal through operators with state of their own
  /// (`take(first:)`, `skipRepeats()`), one summing observer; per send.
  static func t1(_ n: Int) -> Int {
    let sink = Sink()
    let (signal, input) = Signal<Int16, Never>.pipe()
    let disposable = SignalProducer(signal).take(first: Int.max).skipRepeats().startWithValues { sink.sum &+= Int($0) }
    for i in 0..<n { input.send(value: Int16(truncatingIfNeeded: i)) }
    withExtendedLifetime(disposable) {}
    return sink.sum
  }
}
