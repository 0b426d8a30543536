import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Property")
struct PropertyTests {
  @Test("producer sends the current value, then changes; signal sends changes only")
  func producerAndSignal() {
    let property = MutableProperty(1)
    let fromProducer = property.producer.record().recorder
    let fromSignal = property.signal.record()
    property.value = 2
    property.value = 3
    #expect(fromProducer.values == [1, 2, 3])
    #expect(fromSignal.values == [2, 3])
  }

  @Test("producer and signal complete when the property is deinitialized")
  func completesOnDeinit() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let fromProducer = property!.producer.record().recorder
    let fromSignal = property!.signal.record()
    var lifetimeEnded = false
    property!.lifetime.observeEnded { lifetimeEnded = true }
    property = nil
    expectValues(fromProducer, [1], then: .completed)
    expectValues(fromSignal, [], then: .completed)
    #expect(lifetimeEnded)
  }

  @Test("swap, modify and withValue are atomic and report what they did")
  func atomicAccess() {
    let property = MutableProperty(10)
    let recorder = property.signal.record()
    #expect(property.swap(11) == 10)
    let doubled = property.modify { value -> Int in
      value *= 2
      return value
    }
    #expect(doubled == 22)
    #expect(property.withValue { $0 + 1 } == 23)
    #expect(recorder.values == [11, 22])
  }

  @Test("an optional property starts as nil")
  func optionalProperty() {
    let property = MutableProperty<String?>()
    #expect(property.value == nil)
  }

  @Test("a constant property sends its value and completes")
  func constant() {
    let property = Property(value: 5)
    #expect(property.value == 5)
    expectValues(property.producer.record().recorder, [5], then: .completed)
    expectEvents(property.signal.record(), [.interrupted])
  }

  @Test("Property(initial:then:) takes every value of the producer")
  func initialThen() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: signal)
    let recorder = property.producer.record().recorder
    input.send(value: 1)
    #expect(property.value == 1)
    input.send(value: 2)
    #expect(recorder.values == [0, 1, 2])
  }

  @Test("a read-only view follows the mutable property it captures")
  func capturingView() {
    let source = MutableProperty("a")
    let view = Property(capturing: source)
    let recorder = view.producer.record().recorder
    source.value = "b"
    #expect(view.value == "b")
    #expect(recorder.values == ["a", "b"])
  }

  @Test("composed properties: map, key path map, combineLatest, zip, skipRepeats, flatMap")
  func composition() {
    struct Person { var name: String }
    let number = MutableProperty(1)
    let person = MutableProperty(Person(name: "Ada"))
    let doubled = number.map { $0 * 2 }
    let name = person.map(\.name)
    let both = number.combineLatest(with: name)
    let pairs = number.zip(with: name)
    let distinct = number.skipRepeats()
    let doubledValues = doubled.producer.record().recorder
    let bothValues = both.producer.record().recorder
    let pairValues = pairs.producer.record().recorder
    let distinctValues = distinct.producer.record().recorder
    number.value = 2
    number.value = 2
    person.value.name = "Grace"
    #expect(doubled.value == 4 && name.value == "Grace")
    #expect(doubledValues.values == [2, 4, 4])
    #expect(bothValues.values.map { "\($0.0)\($0.1)" } == ["1Ada", "2Ada", "2Ada", "2Grace"])
    #expect(pairValues.values.map { "\($0.0)\($0.1)" } == ["1Ada", "2Grace"])
    #expect(distinctValues.values == [1, 2])

    let selector = MutableProperty(true)
    let left = MutableProperty("L")
    let right = MutableProperty("R")
    let chosen = selector.flatMap { $0 ? left : right }
    let chosenValues = chosen.producer.record().recorder
    selector.value = false
    left.value = "L2"
    right.value = "R2"
    #expect(chosen.value == "R2")
    #expect(chosenValues.values == ["L", "R", "R2"])
  }

  @Test("a temporary composed property keeps driving its observers")
  func temporaryComposedProperty() {
    let source = MutableProperty(1)
    let recorder = source.map { $0 + 100 }.producer.record().recorder
    source.value = 2
    #expect(recorder.values == [101, 102])
  }

  @Test("Bool properties negate, and, or")
  func booleanAlgebra() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let and = a.and(b)
    let or = a.or(b)
    let not = a.negate()
    #expect(!and.value && or.value && !not.value)
    b.value = true
    #expect(and.value)
    a.value = false
    #expect(not.value && or.value && !and.value)
  }

  @Test("combineLatest of many properties gives arrays")
  func combineLatestArray() {
    let properties = (0..<3).map { MutableProperty($0) }
    let all = Property.combineLatest(properties)
    #expect(all.value == [0, 1, 2])
    let recorder = all.producer.record().recorder
    properties[1].value = 9
    #expect(recorder.values == [[0, 1, 2], [0, 9, 2]])
  }
}
