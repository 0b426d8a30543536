import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Action")
struct ActionTests {
  @Test("apply runs the work; values, completed and events report it")
  func applyRuns() {
    let action = Action<Int, Int, TestError> { input in SignalProducer(value: input * 2) }
    let values = action.values.record()
    let completed = action.completed.record()
    let events = action.events.record()
    let result = action.apply(21).record().recorder
    expectValues(result, [42], then: .completed)
    #expect(values.values == [42])
    #expect(completed.values.count == 1)
    #expect(events.values == [.value(42), .completed])
  }

  @Test("one execution at a time: apply while executing fails with disabled")
  func disabledWhileExecuting() {
    let (work, workInput) = Signal<Int, TestError>.pipe()
    let action = Action<Void, Int, TestError> { SignalProducer(work) }
    let disabled = action.disabledErrors.record()
    let executing = action.isExecuting.producer.record().recorder
    let enabled = action.isEnabled.producer.record().recorder
    let first = action.apply().record().recorder
    let second = action.apply().record().recorder
    expectEvents(second, [.failed(.disabled)])
    #expect(disabled.values.count == 1)
    workInput.send(value: 1)
    workInput.sendCompleted()
    expectValues(first, [1], then: .completed)
    #expect(executing.values == [false, true, false])
    #expect(enabled.values == [true, false, true])
  }

  @Test("enabledIf gates apply")
  func enabledIf() {
    let allowed = MutableProperty(false)
    let action = Action<Void, Int, TestError>(enabledIf: allowed) { SignalProducer(value: 1) }
    #expect(!action.isEnabled.value)
    expectEvents(action.apply().record().recorder, [.failed(.disabled)])
    allowed.value = true
    #expect(action.isEnabled.value)
    expectValues(action.apply().record().recorder, [1], then: .completed)
  }

  @Test("state-based actions see the state and are enabled by it")
  func stateBased() {
    let count = MutableProperty(0)
    let action = Action<Int, Int, TestError>(
      state: count, enabledIf: { $0 < 2 }, execute: { state, input in SignalProducer(value: state + input) })
    expectValues(action.apply(10).record().recorder, [10], then: .completed)
    count.value = 1
    expectValues(action.apply(10).record().recorder, [11], then: .completed)
    count.value = 2
    #expect(!action.isEnabled.value)
    expectEvents(action.apply(10).record().recorder, [.failed(.disabled)])
  }

  @Test("a failure is wrapped as producerFailed and reported on errors")
  func failure() {
    let action = Action<Void, Int, TestError> { SignalProducer(error: TestError(7)) }
    let errors = action.errors.record()
    expectEvents(action.apply().record().recorder, [.failed(.producerFailed(TestError(7)))])
    #expect(errors.values == [TestError(7)])
    #expect(action.isEnabled.value)
  }

  @Test("disposing an execution interrupts it and re-enables the action")
  func interruptExecution() {
    var workDisposed = false
    let action = Action<Void, Int, TestError> {
      SignalProducer { _, lifetime in lifetime.observeEnded { workDisposed = true } }
    }
    let (recorder, disposable) = action.apply().record()
    #expect(action.isExecuting.value)
    disposable.dispose()
    expectEvents(recorder, [.interrupted])
    #expect(workDisposed)
    #expect(!action.isExecuting.value)
  }

  @Test("ActionError describes itself for users")
  func errorDescription() {
    #expect(ActionError<TestError>.disabled.description == "The action is disabled.")
    #expect(ActionError<TestError>.producerFailed(TestError(1)).description == "TestError(1)")
  }
}

@Suite("Action: state forms")
struct ActionStateFormTests {
  @Test("an optional state disables the action while nil; the value reaches execute")
  func optionalState() {
    let input = MutableProperty<Int?>(1)
    let echo: (Int) -> SignalProducer<Int, Never> = SignalProducer.init(value:)
    let action = Action(state: input, execute: echo)
    let values = action.values.record()
    #expect(action.isEnabled.value)
    action.apply().start()
    input.value = nil
    #expect(!action.isEnabled.value)
    input.value = 3
    action.apply().start()
    #expect(values.values == [1, 3])
  }

  @Test("executing state feeding the enabling property settles: enabled <~ isExecuting.negate()")
  func executingFeedsEnabled() {
    let enabled = MutableProperty(false)
    let (work, workInput) = Signal<Int, Never>.pipe()
    let action = Action<Int, Int, Never>(enabledIf: enabled) { _ in SignalProducer(work) }
    enabled <~ action.isExecuting.negate()
    #expect(enabled.value && action.isEnabled.value && !action.isExecuting.value)
    let execution = action.apply(0).start()
    #expect(!enabled.value && !action.isEnabled.value && action.isExecuting.value)
    execution.dispose()
    #expect(enabled.value && action.isEnabled.value && !action.isExecuting.value)
    withExtendedLifetime(workInput) {}
  }

  @Test("an action keeps its state property alive until it goes")
  func retainsState() {
    var property: MutableProperty<Bool>? = MutableProperty(false)
    weak let weakProperty = property
    var action: Action<Void, Void, Never>? = Action(
      state: property!, enabledIf: { _ in true }, execute: { _, _ in .empty })
    property = nil
    #expect(weakProperty != nil)
    action = nil
    #expect(weakProperty == nil)
    _ = action
  }
}
