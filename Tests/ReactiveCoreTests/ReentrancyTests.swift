import ReactiveCore
import ReactiveCoreTesting
import Testing

/// The reentrancy contract: an event sent while a signal is delivering is queued and delivered
/// after the current event has reached every observer. Never a deadlock, never reordered, never
/// lost. (ReactiveSwift deadlocks in each of these cases.)
@Suite("Reentrancy")
struct ReentrancyTests {
  @Test("a value sent from an observer reaches every observer after the current event")
  func sendFromObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var log: [String] = []
    signal.observeValues { value in
      log.append("A\(value)")
      if value == 1 { input.send(value: 2) }
    }
    signal.observeValues { log.append("B\($0)") }
    input.send(value: 1)
    #expect(log == ["A1", "B1", "A2", "B2"])
  }

  @Test("nested reentrant sends keep their order")
  func nestedSends() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var seen: [Int] = []
    signal.observeValues { value in
      seen.append(value)
      if value < 5 {
        input.send(value: value * 10)
        input.send(value: value + 1)
      }
    }
    input.send(value: 1)
    #expect(seen == [1, 10, 2, 20, 3, 30, 4, 40, 5])
  }

  @Test("completion sent from an observer drops nothing sent before it")
  func terminalFromObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = signal.record()
    signal.observeValues { value in
      if value == 1 {
        input.send(value: 2)
        input.sendCompleted()
        input.send(value: 3)
      }
    }
    input.send(value: 1)
    expectValues(recorder, [1, 2], then: .completed)
  }

  @Test("a property set inside its own observer is queued, and value reads the newest")
  func propertySetInOwnObserver() {
    let property = MutableProperty(0)
    var seen: [Int] = []
    var readsInside: [Int] = []
    property.producer.startWithValues { value in
      seen.append(value)
      if value == 1 {
        property.value = 2
        readsInside.append(property.value)
      }
    }
    property.value = 1
    #expect(seen == [0, 1, 2])
    #expect(readsInside == [2])
    #expect(property.value == 2)
  }

  @Test("modify and withValue may read the property inside their closure")
  func recursiveRead() {
    let property = MutableProperty(1)
    property.modify { $0 += property.value }
    #expect(property.value == 2)
    #expect(property.withValue { $0 + property.value } == 4)
  }

  @Test("an observer added during delivery of an event first sees the next event")
  func observerAddedDuringDelivery() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var late: [Int] = []
    var added = false
    signal.observeValues { _ in
      guard !added else { return }
      added = true
      signal.observeValues { late.append($0) }
    }
    input.send(value: 1)
    input.send(value: 2)
    #expect(late == [2])
  }

  @Test("an observer disposed by an earlier observer during delivery gets nothing more")
  func observerDisposedDuringDelivery() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var second: Disposable?
    var secondSeen: [Int] = []
    signal.observeValues { value in
      if value == 2 { second?.dispose() }
    }
    second = signal.observeValues { secondSeen.append($0) }
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    #expect(secondSeen == [1])
  }

  @Test("a producer's observer may dispose its own start while receiving a value")
  func disposeOwnStartDuringDelivery() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    var disposable: Disposable?
    disposable = SignalProducer(signal).start(
      Signal<Int, Never>.Observer { event in
        recorder.observer.send(event)
        if event.value == 2 { disposable?.dispose() }
      })
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    expectValues(recorder, [1, 2], then: .interrupted)
  }

  @Test("two signals feeding each other terminate instead of deadlocking")
  func mutualFeedback() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    a.observeValues { if $0 < 100 { bInput.send(value: $0 + 1) } }
    b.observeValues { if $0 < 100 { aInput.send(value: $0 + 1) } }
    let recorder = b.record()
    aInput.send(value: 0)
    #expect(recorder.values == Array(stride(from: 1, through: 99, by: 2)))
  }
}
