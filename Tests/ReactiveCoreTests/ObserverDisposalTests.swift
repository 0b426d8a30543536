import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Detaching observers keeps order and lifetimes exact while disposed entries are compacted
/// lazily (the O(1) amortized detach).
@Suite("Observer disposal at scale")
struct ObserverDisposalTests {
  @Test("after disposing most observers in random order, the rest still receive in attach order")
  func orderSurvivesCompaction() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    var generator = SystemRandomNumberGenerator()
    let disposables = (0..<1_000).map { index in signal.observeValues { _ in received.append(index) } }
    let disposedIndices = Set((0..<1_000).shuffled(using: &generator).prefix(900))
    for index in disposedIndices.shuffled(using: &generator) { disposables[index]?.dispose() }
    input.send(value: 1)
    #expect(received == (0..<1_000).filter { !disposedIndices.contains($0) })
  }

  @Test("a disposed observer is released at once, before any compaction")
  func observerReleasedAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let keepers = (0..<100).map { _ in signal.observeValues { _ in } }
    let counter = LiveObjectCounter()
    let probe = counter.probe("observer's capture")
    let disposable = signal.observeValues { _ in withExtendedLifetime(probe) {} }
    _ = consume probe
    #expect(counter.liveCount == 1)
    disposable?.dispose()
    #expect(counter.liveCount == 0)
    input.send(value: 1)
    withExtendedLifetime(keepers) {}
  }

  @Test("an observer the caller keeps works after its observation is disposed, its closure released with it")
  func keptObserverOutlivesItsObservation() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let counter = LiveObjectCounter()
    var received: [Int] = []
    var observer: Signal<Int, Never>.Observer? = {
      let probe = counter.probe("observer's capture")
      return Signal<Int, Never>.Observer(value: { value in
        withExtendedLifetime(probe) { received.append(value) }
      })
    }()
    let disposable = signal.observe(observer!)
    input.send(value: 1)
    disposable?.dispose()
    input.send(value: 2)
    observer?.send(value: 3)
    #expect(received == [1, 3])
    #expect(counter.liveCount == 1, "the caller still holds the observer")
    observer = nil
    #expect(counter.liveCount == 0)
  }

  @Test("an unreferenced signal tears down when its last observer goes, however many came before")
  func teardownAfterManyDetaches() {
    var generatorEnded = false
    var input: Signal<Int, Never>.Observer?
    var signal: Signal<Int, Never>? = Signal { observer, lifetime in
      input = observer
      lifetime.observeEnded { generatorEnded = true }
    }
    let disposables = (0..<500).map { _ in signal!.observeValues { _ in } }
    signal = nil
    for disposable in disposables.dropLast() { disposable?.dispose() }
    #expect(!generatorEnded, "one observer is still attached")
    disposables.last??.dispose()
    #expect(generatorEnded)
    _ = input
  }

  @Test("observers attached between disposals see exactly the events sent after they attached")
  func interleavedAttachAndDetach() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var log: [String] = []
    var live: [Int: Disposable] = [:]
    for step in 0..<300 {
      let name = step
      live[step] = signal.observeValues { log.append("\(name):\($0)") }
      if step % 3 == 2 {
        for key in live.keys.sorted().prefix(2) { live.removeValue(forKey: key)?.dispose() }
      }
    }
    input.send(value: 7)
    #expect(log == live.keys.sorted().map { "\($0):7" })
  }
}
