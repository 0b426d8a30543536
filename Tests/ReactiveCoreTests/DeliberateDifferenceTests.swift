import Dispatch
import ReactiveCore
import Synchronization
import Testing

/// Rows of the README's "What differs from ReactiveSwift" table that no other suite shows:
/// Sendable handles and values, and `ReactiveCore.Atomic` beside the standard library's `Synchronization`.
@Suite struct DeliberateDifferenceTests {
  /// Compiles only for a `Sendable` type: removing a conformance fails this suite at build time.
  func requireSendable<T: Sendable>(_: T.Type) {}

  @Test("signals, observers, producers, properties and actions are Sendable handles used from any thread")
  func handlesAreSendable() async throws {
    requireSendable(Signal<Int, Never>.self)
    requireSendable(Signal<Int, Never>.Observer.self)
    requireSendable(SignalProducer<Int, Never>.self)
    requireSendable(Property<Int>.self)
    requireSendable(MutableProperty<Int>.self)
    requireSendable(Action<Int, Int, Never>.self)

    let (signal, input) = Signal<Int, Never>.pipe()
    let received = ReactiveCore.Atomic<[Int]>([])
    signal.observeValues { value in received.modify { $0.append(value) } }
    let property = MutableProperty(0)
    let doubled = property.map { $0 * 2 }
    let action = Action<Int, Int, Never> { SignalProducer(value: $0 + 1) }
    let producer = SignalProducer<Int, Never>(value: 7)

    // Each handle crosses into a detached task, which Swift 6 allows only for Sendable values.
    let results = await Task.detached {
      input.send(value: 1)
      property.value = 21
      let answer = action.apply(41).first()
      return (answer, producer.first(), doubled.value)
    }.value
    input.send(value: 2)

    #expect(received.value == [1, 2])
    #expect(property.value == 21)
    #expect(try results.0?.get() == 42)
    #expect(results.1?.get() == 7)
    #expect(results.2 == 42)
  }

  /// A value type that is `Sendable`: what `observe(on:)` and the timed operators accept.
  struct Reading: Sendable, Equatable {
    var label: String
    var samples: [Double]
  }

  @Test("a Sendable value crosses threads through observe(on:) and delay and arrives whole")
  func sendableValuesCrossThreads() async throws {
    let scheduler = QueueScheduler(qos: .userInitiated, name: "DeliberateDifferenceTests")
    let reading = Reading(label: "temperature", samples: [20.5, 21, 21.5])
    let hopped = try await SignalProducer<Reading, Never>(value: reading).observe(on: scheduler).first()
    let delayed = try await SignalProducer<Reading, Never>(value: reading).delay(0.001, on: scheduler).first()
    #expect(hopped == reading)
    #expect(delayed == reading)
  }

  @Test("ReactiveCore.Atomic, spelled out, works in a file that also imports Synchronization")
  func qualifiedAtomicBesideSynchronization() {
    let counter = ReactiveCore.Atomic(0)
    let standardLibraryCounter = Synchronization.Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      counter.modify { $0 += 1 }
      standardLibraryCounter.add(1, ordering: .relaxed)
    }
    #expect(counter.value == 1_000)
    #expect(counter.swap(5) == 1_000)
    #expect(counter.withValue { $0 * 2 } == 10)
    #expect(standardLibraryCounter.load(ordering: .relaxed) == 1_000)
  }
}
