import Dispatch
import ReactiveCore
import ReactiveCoreTesting
import Synchronization
import Testing

/// Signals that feed each other: an observer of A sends to B, whose observer sends to A. Each
/// test bounds its own work (a countdown, or a cap that records a failure), so a regression fails
/// instead of spinning forever.
@Suite("Feedback cycles across signals")
struct FeedbackCycleTests {
  @Test("a field that disables itself when the action is disabled: no livelock, ReactiveSwift's states")
  func actionDisablingItsOwnCondition() {
    let enabled = MutableProperty(true)
    let (work, workInput) = Signal<Int, Never>.pipe()
    let action = Action<Int, Int, Never>(enabledIf: enabled) { _ in SignalProducer(work) }
    var seen: [Bool] = []
    action.isEnabled.producer.startWithValues { isEnabled in
      seen.append(isEnabled)
      guard seen.count < 100 else { return }  // a livelock would run past this; the test then fails
      if !isEnabled { enabled.value = false }
    }

    let execution = action.apply(0).start()
    #expect(!enabled.value)
    #expect(!action.isEnabled.value)
    #expect(action.isExecuting.value)
    #expect(seen == [true, false])

    execution.dispose()
    #expect(!action.isExecuting.value)
    #expect(!action.isEnabled.value, "still disabled by its condition")

    enabled.value = true
    #expect(action.isEnabled.value)
    #expect(seen == [true, false, true])
    withExtendedLifetime(workInput) {}
  }

  @Test("isEnabled and isExecuting send changes only, like ReactiveSwift's")
  func actionPropertiesSkipRepeats() {
    let enabled = MutableProperty(true)
    let action = Action<Void, Int, Never>(enabledIf: enabled) { SignalProducer(value: 1) }
    let enabledValues = action.isEnabled.producer.record().recorder
    let executingValues = action.isExecuting.producer.record().recorder
    enabled.value = true
    enabled.value = true
    action.apply().start()
    enabled.value = false
    enabled.value = false
    #expect(enabledValues.values == [true, false, true, false])
    #expect(executingValues.values == [false, true, false])
  }

  @Test("A's observer sends to B and B's to A, counting down: every step is delivered, in order")
  func pingPongOnOneThread() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    var log: [String] = []
    a.observeValues { n in
      log.append("a\(n)")
      if n > 0 { bInput.send(value: n - 1) }
    }
    b.observeValues { n in
      log.append("b\(n)")
      if n > 0 { aInput.send(value: n - 1) }
    }
    aInput.send(value: 5)
    #expect(log == ["a5", "b4", "a3", "b2", "a1", "b0"])
  }

  @Test("a property written by its own derived property's observer settles on the fixed point")
  func propertyFeedbackSettles() {
    let value = MutableProperty(0)
    let doubled = value.map { $0 * 2 }
    var writes = 0
    doubled.signal.observeValues { twice in
      writes += 1
      guard writes < 100 else { return }
      if twice < 20 { value.value = twice / 2 + 1 }
    }
    value.value = 1
    #expect(value.value == 10)
    #expect(doubled.value == 20)
    #expect(writes == 10)
  }

  @Test("ping-pong across two threads terminates with every event delivered exactly once")
  func pingPongOnTwoThreads() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    let aCount = Atomic<Int>(0)
    let bCount = Atomic<Int>(0)
    a.observeValues { n in
      aCount.add(1, ordering: .relaxed)
      if n > 0 { bInput.send(value: n - 1) }
    }
    b.observeValues { n in
      bCount.add(1, ordering: .relaxed)
      if n > 0 { aInput.send(value: n - 1) }
    }
    let rounds = 500
    let depth = 20
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for _ in 0..<rounds {
        if thread == 0 { aInput.send(value: depth) } else { bInput.send(value: depth) }
      }
    }
    // Each chain of depth d delivers d + 1 events, alternating between the two signals.
    let total = 2 * rounds * (depth + 1)
    #expect(aCount.load(ordering: .relaxed) + bCount.load(ordering: .relaxed) == total)
  }

  @Test("two actions disabling each other's condition from two threads settle")
  func crossDisablingActionsOnTwoThreads() {
    for _ in 0..<200 {
      let leftAllowed = MutableProperty(true)
      let rightAllowed = MutableProperty(true)
      let left = Action<Void, Never, Never>(enabledIf: leftAllowed) { .empty }
      let right = Action<Void, Never, Never>(enabledIf: rightAllowed) { .empty }
      left.isExecuting.signal.observeValues { if $0 { rightAllowed.value = false } }
      right.isExecuting.signal.observeValues { if $0 { leftAllowed.value = false } }
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        (thread == 0 ? left : right).apply().start()
      }
      #expect(!left.isExecuting.value && !right.isExecuting.value)
      #expect(!leftAllowed.value || !rightAllowed.value, "whichever ran first disabled the other")
    }
  }
}
