import OpenCombine
import ReactiveCore
import ReactiveCoreTesting

/// O1: observers at scale on one signal. Attach n observers, send one value (every observer
/// adds it to the checksum), then dispose them one by one in a shuffled order (the same order for
/// both implementations: a fixed-seed generator). Reports attach and dispose separately.
enum ObserverScaleWorkloads {
  struct Figures {
    var attach: UInt64
    var dispose: UInt64
    var checksum: Int
  }

  /// A fixed permutation of 0..<n (SplitMix64), so every run disposes in the same order.
  static func shuffledOrder(_ n: Int) -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var order = Array(0..<n)
    for i in stride(from: n - 1, to: 0, by: -1) {
      order.swapAt(i, Int(next() % UInt64(i + 1)))
    }
    return order
  }

  static func core(_ n: Int, order: [Int]) -> Figures {
    let sink = Sink()
    let (signal, input) = Signal<Int, Never>.pipe()
    var disposables: [Disposable?] = []
    disposables.reserveCapacity(n)
    let attach = timed {
      for _ in 0..<n { disposables.append(signal.observeValues { sink.sum &+= $0 }) }
    }
    input.send(value: opaque(1))
    let dispose = timed {
      for index in order { disposables[index]?.dispose() }
    }
    input.send(value: opaque(1_000_000))  // reaches nobody if every observer was detached
    return Figures(attach: attach, dispose: dispose, checksum: sink.sum)
  }

  /// The floor under O1: the same two loops with disposables that do nothing. Attaching
  /// allocates one small object each; disposing reaches each through the same array, in the
  /// same order, with the same call through `Disposable`. What it costs at a size is the
  /// machine's part (a random read of the array and of the object, and the reference count the
  /// caller holds across the call); what O1 costs above it is ReactiveCore's.
  static func floor(_ n: Int, order: [Int]) -> Figures {
    var disposables: [Disposable?] = []
    disposables.reserveCapacity(n)
    let attach = timed {
      for _ in 0..<n { disposables.append(NoOpDisposable()) }
    }
    var disposed = 0
    let dispose = timed {
      for index in order { disposables[index]?.dispose() }
    }
    for case let disposable as NoOpDisposable in disposables { disposed &+= disposable.disposals }
    return Figures(attach: attach, dispose: dispose, checksum: disposed)
  }

  /// O1w's reference: the floor for a disposal as long as ReactiveCore's. The same loops as
  /// `floor`, with disposables whose `dispose()` runs `steps` rounds of arithmetic on registers
  /// (about 260 instructions for 40 rounds, vectorized, counted in the disassembly on
  /// 2026-11-28; a ReactiveCore disposal is about 257, callgrind). It touches no memory but its
  /// own counter, so what it costs above `floor` at a size is the length of the call alone: at a
  /// million observers the processor overlaps the misses of consecutive short disposals, and
  /// the longer each one is, the fewer it can overlap (BENCHMARKS.md, "A million observers").
  static func lengthFloor(_ n: Int, order: [Int], steps: Int) -> Figures {
    var disposables: [Disposable?] = []
    disposables.reserveCapacity(n)
    let attach = timed {
      for _ in 0..<n { disposables.append(ArithmeticDisposable(steps: steps)) }
    }
    var disposed = 0
    let dispose = timed {
      for index in order { disposables[index]?.dispose() }
    }
    for case let disposable as ArithmeticDisposable in disposables { disposed &+= disposable.disposals }
    return Figures(attach: attach, dispose: dispose, checksum: disposed)
  }

  /// A disposable whose `dispose()` is a few hundred instructions of register arithmetic, then
  /// counts the disposal (the arithmetic's result cannot be 1 << 44, so the count is exact but
  /// the optimizer must compute it).
  final class ArithmeticDisposable: Disposable, @unchecked Sendable {
    var disposals = 0
    let steps: Int
    var isDisposed: Bool { disposals > 0 }
    init(steps: Int) { self.steps = steps }
    @inline(never) func dispose() {
      var a = disposals
      var b = 1
      var c = 2
      var d = 3
      for i in 0..<steps {
        a = a &+ i
        b ^= i
        c = c &+ (i << 1)
        d ^= i >> 1
      }
      disposals = 1 &+ ((a ^ b ^ c ^ d) & (1 << 44))
    }
  }

  /// A disposable that only counts its disposals, out of line so the call stays a call.
  final class NoOpDisposable: Disposable, @unchecked Sendable {
    var disposals = 0
    var isDisposed: Bool { disposals > 0 }
    @inline(never) func dispose() { disposals &+= 1 }
  }

  static func openCombine(_ n: Int, order: [Int]) -> Figures {
    let sink = Sink()
    let subject = PassthroughSubject<Int, Never>()
    var subscriptions: [AnyCancellable] = []
    subscriptions.reserveCapacity(n)
    let attach = timed {
      for _ in 0..<n { subscriptions.append(subject.sink { sink.sum &+= $0 }) }
    }
    subject.send(opaque(1))
    let dispose = timed {
      for index in order { subscriptions[index].cancel() }
    }
    subject.send(opaque(1_000_000))
    return Figures(attach: attach, dispose: dispose, checksum: sink.sum)
  }
}
