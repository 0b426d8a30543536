import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Synchronization
import Testing

/// Many threads at once. Run under ThreadSanitizer by CI:
/// `swift test --sanitize=thread --filter ConcurrencyStress`.
@Suite("ConcurrencyStress")
struct ConcurrencyStressTests {
  static let threads = 8
  static let perThread = 2_000

  /// Checks that callbacks never overlap and records what arrives.
  final class SerialChecker: @unchecked Sendable {
    let inCallback = Atomic<Bool>(false)
    let overlaps = Atomic<Int>(0)
    private let lock = NSLock()
    private var values: [Int] = []
    private var terminals = 0

    func receive(_ event: Signal<Int, Never>.Event) {
      if inCallback.exchange(true, ordering: .acquiring) { overlaps.add(1, ordering: .relaxed) }
      lock.withLock {
        switch event {
        case let .value(value): values.append(value)
        default: terminals += 1
        }
      }
      inCallback.store(false, ordering: .releasing)
    }

    var received: [Int] { lock.withLock { values } }
    var terminalCount: Int { lock.withLock { terminals } }
  }

  @Test("concurrent senders: nothing lost, duplicated, reordered per sender, or interleaved")
  func concurrentSenders() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let checker = SerialChecker()
    signal.observe(checker.receive)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for index in 0..<Self.perThread { input.send(value: thread * 1_000_000 + index) }
    }
    let received = checker.received
    #expect(received.count == Self.threads * Self.perThread)
    #expect(Set(received).count == received.count)
    for thread in 0..<Self.threads {
      let own = received.filter { $0 / 1_000_000 == thread }
      #expect(own == own.sorted(), "thread \(thread)'s values arrived out of order")
    }
    #expect(checker.overlaps.load(ordering: .relaxed) == 0)
  }

  @Test("a loop fed from many threads while effects start, send and are cancelled: every event reduced once")
  func loopUnderConcurrentSenders() {
    struct Tally {
      var sent = 0
      var fromEffects = 0
    }
    enum Event {
      case sent
      case fromEffect
    }
    let effectQueue = DispatchQueue(label: "stress.effects", attributes: .concurrent)
    let loop = Loop<Tally, Event>(
      initial: Tally(),
      reduce: { state, event in
        switch event {
        case .sent: state.sent += 1
        case .fromEffect: state.fromEffects += 1
        }
      },
      feedbacks: [
        // A new effect every 10 events, each sending from another thread; most are superseded.
        Feedback(
          skippingRepeated: { $0.sent / 10 },
          effects: { _ in
            SignalProducer<Event, Never> { observer, lifetime in
              effectQueue.async {
                if !lifetime.hasEnded { observer.send(value: .fromEffect) }
                observer.sendCompleted()
              }
            }
          })
      ])
    DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
      for _ in 0..<Self.perThread { loop.send(.sent) }
    }
    effectQueue.sync(flags: .barrier) {}
    let tally = loop.state.value
    #expect(tally.sent == Self.threads * Self.perThread)
    #expect(tally.fromEffects <= Self.threads * Self.perThread / 10 + 1)
  }

  @Test("observers attach and detach while threads send; the stable observer sees everything")
  func attachDetachWhileSending() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let stable = SerialChecker()
    signal.observe(stable.receive)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      if thread % 2 == 0 {
        for index in 0..<Self.perThread { input.send(value: thread * 1_000_000 + index) }
      } else {
        for _ in 0..<Self.perThread / 10 {
          let transient = SerialChecker()
          let disposable = signal.map { $0 }.observe(transient.receive)
          disposable?.dispose()
          #expect(transient.overlaps.load(ordering: .relaxed) == 0)
        }
      }
    }
    #expect(stable.received.count == (Self.threads / 2) * Self.perThread)
    #expect(stable.overlaps.load(ordering: .relaxed) == 0)
  }

  @Test("disposal racing delivery: exactly one terminal event, nothing after it")
  func disposalRacesDelivery() {
    for _ in 0..<200 {
      let checker = SerialChecker()
      let (signal, input) = Signal<Int, Never>.pipe()
      let disposable = SignalProducer(signal).map { $0 + 1 }.start(checker.receive)
      DispatchQueue.concurrentPerform(iterations: 3) { worker in
        if worker == 0 {
          disposable.dispose()
        } else {
          for index in 0..<50 { input.send(value: index) }
        }
      }
      #expect(checker.terminalCount == 1)
      #expect(checker.overlaps.load(ordering: .relaxed) == 0)
    }
  }

  @Test("an observation disposed by two threads at once is detached once: its signal keeps its other observer")
  func racedDisposalDetachesOnce() {
    var stopped = 0
    for _ in 0..<2_000 {
      let recorder = EventRecorder<Int, Never>()
      // The signal is referenced only inside this closure: counted detached twice, the raced
      // observation would make the signal look unobserved and tear it down under `recorder`.
      let (input, raced): (Signal<Int, Never>.Observer, Disposable?) = {
        let (signal, input) = Signal<Int, Never>.pipe()
        let raced = signal.observeValues { _ in }
        signal.observe(recorder.observer)
        return (input, raced)
      }()
      DrainFenceTests.onTwoThreadsAtOnce { _ in raced?.dispose() }
      input.send(value: 1)
      if recorder.events.count != 1 { stopped += 1 }
    }
    #expect(stopped == 0)
  }

  @Test("a start disposed by two threads at once is interrupted once")
  func racedStartDisposalInterruptsOnce() {
    for _ in 0..<1_000 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let (recorder, disposable) = SignalProducer(signal).record()
      DrainFenceTests.onTwoThreadsAtOnce { _ in disposable.dispose() }
      input.send(value: 1)
      #expect(recorder.events.count == 1 && recorder.isInterrupted)
    }
  }

  @Test("concurrent property writes: observers see a serial history ending in the final value")
  func concurrentPropertyWrites() {
    let property = MutableProperty(0)
    let checker = SerialChecker()
    property.producer.start(checker.receive)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for _ in 0..<Self.perThread / 4 { property.modify { $0 += 1 } }
      _ = thread
    }
    let total = Self.threads * (Self.perThread / 4)
    #expect(property.value == total)
    #expect(checker.received == Array(0...total))
    #expect(checker.overlaps.load(ordering: .relaxed) == 0)
  }

  @Test("combineLatest and flatten under concurrent sources stay serial")
  func combinatorsUnderConcurrency() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    let combined = SerialChecker()
    a.combineLatest(with: b).map { $0 + $1 }.observe(combined.receive)
    let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
    let flattened = SerialChecker()
    outer.flatten(.merge).observe(flattened.receive)
    outerInput.send(value: a)
    outerInput.send(value: b)
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      for index in 0..<Self.perThread { (side == 0 ? aInput : bInput).send(value: index) }
    }
    #expect(combined.overlaps.load(ordering: .relaxed) == 0)
    #expect(combined.received.count >= Self.perThread)
    #expect(flattened.received.count == 2 * Self.perThread)
    #expect(flattened.overlaps.load(ordering: .relaxed) == 0)
  }

  @Test("concurrent applies of an action: exactly one runs at a time")
  func concurrentActionApplies() {
    let running = Atomic<Int>(0)
    let overlap = Atomic<Bool>(false)
    let action = Action<Void, Void, Never> {
      SignalProducer { observer, _ in
        if running.add(1, ordering: .relaxed).newValue > 1 { overlap.store(true, ordering: .relaxed) }
        running.subtract(1, ordering: .relaxed)
        observer.sendCompleted()
      }
    }
    let outcomes = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
      for _ in 0..<200 {
        action.apply().start { event in
          if event.isTerminating { outcomes.add(1, ordering: .relaxed) }
        }
      }
    }
    let overlapped = overlap.load(ordering: .relaxed)
    #expect(!overlapped)
    #expect(outcomes.load(ordering: .relaxed) == Self.threads * 200)
  }
}
