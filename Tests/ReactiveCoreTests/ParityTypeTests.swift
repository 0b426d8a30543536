import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Types and entry points added for ReactiveSwift 7 parity.
@Suite("Parity: types and entry points")
struct ParityTypeTests {
  @Test("Atomic: value, modify, withValue and swap, safe across threads")
  func atomic() {
    let counter = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<1_000 { counter.modify { $0 += 1 } }
    }
    #expect(counter.value == 4_000)
    #expect(counter.swap(7) == 4_000)
    #expect(counter.withValue { $0 * 2 } == 14)
    counter.value = 1
    #expect(counter.value == 1)
  }

  @Test("Bag: insertion order, removal by token (duplicates told apart), removing twice is harmless")
  func bag() {
    var bag = Bag<String>()
    let first = bag.insert("a")
    bag.insert("b")
    let third = bag.insert("a")
    #expect(Array(bag) == ["a", "b", "a"])
    bag.remove(using: third)
    bag.remove(using: third)
    #expect(Array(bag) == ["a", "b"])
    bag.remove(using: first)
    #expect(Array(bag) == ["b"] && bag.count == 1)
  }

  @Test("ValidatingProperty: valid values are stored, invalid rejected, coerced replaced; result says which")
  func validatingProperty() {
    let age = ValidatingProperty<Int, TestError>(20) { value in
      if value < 0 { return .invalid(TestError(1)) }
      if value > 150 { return .coerced(150, TestError(2)) }
      return .valid
    }
    age.value = 30
    #expect(age.value == 30)
    guard case .valid(30) = age.result.value else {
      Issue.record("expected valid")
      return
    }
    age.value = -1
    #expect(age.value == 30, "rejected")
    #expect(age.result.value.isInvalid)
    #expect(age.result.value.error == TestError(1))
    age.value = 200
    #expect(age.value == 150)
    guard case .coerced(replacement: 150, proposed: 200, error: TestError(2)?) = age.result.value else {
      Issue.record("expected coerced")
      return
    }
  }

  @Test("ValidatingProperty(with:) revalidates the last proposal when the other property changes")
  func validatingAgainstOther() {
    let password = MutableProperty("secret")
    let confirmation = ValidatingProperty<String, TestError>("", with: password) { input, password in
      input == password ? .valid : .invalid(TestError(3))
    }
    confirmation.value = "secret"
    #expect(!confirmation.result.value.isInvalid)
    password.value = "other"
    #expect(confirmation.result.value.isInvalid)
    password.value = "secret"
    #expect(!confirmation.result.value.isInvalid)
  }

  @Test(
    "ValidatingProperty(with: another ValidatingProperty) validates against its latest proposed value, even an invalid one"
  )
  func validatingAgainstAnotherValidatingProperty() {
    let password = ValidatingProperty<String, TestError>("long enough") {
      $0.count >= 6 ? .valid : .invalid(TestError(4))
    }
    let repeated = ValidatingProperty<String, TestError>("", with: password) { input, typed in
      input == typed ? .valid : .invalid(TestError(5))
    }
    password.value = "short"
    #expect(password.result.value.isInvalid)
    #expect(password.value == "long enough", "the rejected proposal is not stored")
    repeated.value = "short"
    #expect(!repeated.result.value.isInvalid, "checked against what was proposed, not what was stored")
    repeated.value = "long enough"
    #expect(repeated.result.value.isInvalid)
  }

  @Test("Action(validated:) is enabled only while the state is valid and gets the valid value")
  func actionValidated() {
    let name = ValidatingProperty<String, TestError>("") { $0.isEmpty ? .invalid(TestError(4)) : .valid }
    let greet = Action<Void, String, Never>(validated: name) { SignalProducer(value: "Hi \($0)") }
    #expect(!greet.isEnabled.value)
    name.value = "Ada"
    #expect(greet.isEnabled.value)
    expectValues(greet.apply().record().recorder, ["Hi Ada"], then: .completed)
  }

  @Test("blocking first, single, last and wait return Results as in ReactiveSwift")
  func blocking() throws {
    let numbers = SignalProducer<Int, TestError>([1, 2, 3])
    #expect(try numbers.first()?.get() == 1)
    #expect(try numbers.last()?.get() == 3)
    #expect(numbers.single() == nil, "more than one value")
    #expect(try SignalProducer<Int, TestError>(value: 4).single()?.get() == 4)
    #expect(SignalProducer<Int, TestError>.empty.first() == nil)
    let failing = SignalProducer<Int, TestError>(error: TestError(5))
    if case .failure(TestError(5))? = failing.first() {} else { Issue.record("expected the failure") }
    if case .failure(TestError(5)) = failing.wait() {} else { Issue.record("expected the failure") }
    if case .success = numbers.wait() {} else { Issue.record("expected success") }
    let background = SignalProducer<Int, TestError>(value: 6).start(on: QueueScheduler())
    #expect(try background.first()?.get() == 6, "waits for a value sent on another thread")
  }

  @Test("async first() is still chosen with await")
  func asyncFirst() async throws {
    let value = try await SignalProducer<Int, TestError>(value: 8).first()
    #expect(value == 8)
  }

  @Test("@MutableProperty and @Property wrappers expose the property as $name")
  func propertyWrappers() {
    final class Model {
      @MutableProperty var name = "Ada"
      @Property var limit: Int
      init() { _limit = Property(value: 3) }
    }
    let model = Model()
    let names = model.$name.producer.record().recorder
    model.name = "Grace"
    #expect(names.values == ["Ada", "Grace"])
    #expect(model.limit == 3 && model.$limit.value == 3)
  }

  @Test("a struct with @Property var keeps the memberwise initializer taking the property")
  func propertyWrapperMemberwiseInit() {
    struct Counter {
      @Property var count: Int
    }
    let source = MutableProperty(1)
    let counter = Counter(count: Property(capturing: source))
    source.value = 2
    #expect(counter.count == 2, "the wrapper reads the property it was given")
    #expect(counter.$count.value == 2)
  }

  @Test("SignalProducer(result), SignalProducer(property) and SignalProducer { try ... } as ReactiveSwift spells them")
  func producerConversions() {
    let success: Result<Int, TestError> = .success(1)
    expectValues(SignalProducer(success).record().recorder, [1], then: .completed)
    let property = MutableProperty(2)
    let fromProperty = SignalProducer(property).take(first: 1)
    #expect(fromProperty.record().recorder.values == [2])
    var runs = 0
    let throwing = SignalProducer { () throws -> Int in
      runs += 1
      throw TestError(6)
    }
    let recorder = throwing.record().recorder
    #expect(recorder.error as? TestError == TestError(6), "synchronously, before start returns")
    #expect(runs == 1)
    let inferred = SignalProducer { 42 }
    #expect(inferred.record().recorder.values == [42])
    let _: SignalProducer<Int, Swift.Error> = inferred
  }

  @Test("an optional binding target binds when present and binds nothing when nil")
  func optionalBindingTarget() {
    let present: MutableProperty<Int>? = MutableProperty(0)
    let absent: MutableProperty<Int>? = nil
    let source = MutableProperty(5)
    present <~ source
    #expect(present?.value == 5)
    #expect((absent <~ source).isDisposed)
    let action = Action<Int, Int, Never> { SignalProducer(value: $0) }
    let values = action.values.record()
    action <~ SignalProducer<Int, Never>([1, 2])
    #expect(values.values == [1, 2])
  }

  @Test("NotificationCenter.reactive.notifications delivers posts until the signal goes away")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("ParityTypeTests.ping")
    var signal: Signal<Notification, Never>? = center.reactive.notifications(forName: name)
    let recorder = signal!.record()
    center.post(name: name, object: nil)
    center.post(name: Notification.Name("other"), object: nil)
    #expect(recorder.values.count == 1)
    signal = nil
    _ = signal
  }

  @Test("TestScheduler: schedule(after: DispatchTimeInterval), rewind(by:), async advance on the main actor")
  @MainActor
  func testSchedulerForms() async {
    let scheduler = TestScheduler()
    var ran: [String] = []
    let box = UncheckedBox { ran.append($0) }
    scheduler.schedule(after: .seconds(2)) { box.value("two") }
    scheduler.schedule(after: .milliseconds(500)) { box.value("half") }
    await scheduler.advance(by: .seconds(1))
    #expect(ran == ["half"])
    scheduler.rewind(by: .seconds(1))
    #expect(scheduler.currentDate == Date(timeIntervalSinceReferenceDate: 0))
    await scheduler.run()
    #expect(ran == ["half", "two"])
  }
}

/// Lets a test's main-actor closure be called from a scheduler action (the test scheduler runs
/// actions on the thread that advances it: here, the main actor).
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

@Suite("Parity: reentrant unserialized pipe")
struct ReentrantPipeTests {
  @Test("values sent from observers are queued and delivered in the order sent, after the current one")
  func queuedInSubmissionOrder() {
    let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    var values: [Int] = []
    signal.take(first: 1).observeValues { _ in
      input.send(value: 10)
      input.send(value: 100)
    }
    signal.take(first: 1).observeValues { _ in
      input.send(value: 20)
      input.send(value: 200)
    }
    signal.observeValues { values.append($0) }
    input.send(value: 0)
    #expect(values == [0, 10, 100, 20, 200], "delivered nested, 10 would reach the second observer first")
  }

  @Test("ReactiveSwift 6.7's unserialized variants: signals and producers that queue sends made by their observers")
  func unserializedVariants() {
    var input: Signal<Int, Never>.Observer?
    let made = Signal<Int, Never>.reentrantUnserialized { observer, _ in input = observer }
    var values: [Int] = []
    made.observeValues { value in
      values.append(value)
      if value < 3 { input?.send(value: value + 1) }
    }
    made.observeValues { values.append($0 * 10) }
    input?.send(value: 1)
    #expect(values == [1, 10, 2, 20, 3, 30])

    let (pipeSignal, pipeInput) = Signal<Int, Never>.unserializedPipe()
    let fromPipe = pipeSignal.record()
    pipeInput.send(value: 4)
    pipeInput.sendCompleted()
    expectValues(fromPipe, [4], then: .completed)

    let generated = Signal<Int, Never>.unserialized { observer, lifetime in
      lifetime.observeEnded { _ = observer }
    }
    #expect(generated.record().events.isEmpty)

    var starts = 0
    let producer = SignalProducer<Int, Never>.unserialized { observer, _ in
      starts += 1
      observer.send(value: starts)
      observer.sendCompleted()
    }
    expectValues(producer.record().recorder, [1], then: .completed)
    expectValues(producer.record().recorder, [2], then: .completed)
  }

  @Test("an operator chain that feeds the pipe back runs to its end without nesting")
  func feedbackThroughOperators() {
    let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    var values: [Int] = []
    signal.take(first: 5).map { $0 + 1 }.on(value: { values.append($0) }).observeValues(input.send(value:))
    input.send(value: 1)
    #expect(values == [2, 3, 4, 5, 6])
  }

  @Test(
    "completing from inside delivery: the current value reaches everyone first; observers added meanwhile are attached before it"
  )
  func terminationFromInsideDelivery() {
    let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    var log: [String] = []
    signal.observe { event in
      log.append("A \(event)")
      if event.value == 1 {
        signal.observe { log.append("late \($0)") }
        input.sendCompleted()
      }
    }
    signal.observe { log.append("B \($0)") }
    let mapped = signal.map { $0 * 10 }.record()
    input.send(value: 1)
    input.send(value: 2)
    #expect(log == ["A VALUE 1", "B VALUE 1", "A COMPLETED", "B COMPLETED", "late COMPLETED"])
    expectValues(mapped, [10], then: .completed)
  }
}
