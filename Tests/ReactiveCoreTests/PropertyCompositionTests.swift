import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Composed properties behave like ReactiveSwift's: cached, not retaining their sources, alive
/// while referenced or observed.
@Suite("Property composition")
struct PropertyCompositionTests {
  @Test("a composed property computes its transform once per source change, never on a read")
  func transformRunsOncePerChange() {
    let source = MutableProperty(1)
    var calls = 0
    let mapped = source.map { value -> Int in
      calls += 1
      return value * 10
    }
    #expect(calls == 1)
    for _ in 0..<5 { #expect(mapped.value == 10) }
    _ = mapped.producer.record()
    _ = mapped.producer.record()
    #expect(calls == 1, "reads and starts use the cached value")
    source.value = 2
    #expect(calls == 2)
    #expect(mapped.value == 20)
  }

  @Test("a composed property does not keep its source alive; it completes and keeps its last value")
  func sourceReleaseCompletes() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    let mapped = source!.map { $0 + 1 }
    let changes = mapped.producer.record().recorder
    source!.value = 5
    weak let weakSource = source
    source = nil
    #expect(weakSource == nil)
    expectValues(changes, [2, 6], then: .completed)
    #expect(mapped.value == 6)
  }

  @Test("a released composed property keeps serving the observers it has")
  func observedAfterRelease() {
    let source = MutableProperty("a")
    var mapped: Property<String>? = source.map { $0.uppercased() }
    let values = mapped!.signal.record()
    mapped = nil
    source.value = "b"
    #expect(values.values == ["B"])
  }

  @Test("Property(_:) follows the property without retaining it; Property(capturing:) retains it")
  func viewsOfAProperty() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    let follower = Property(source!)
    let captured = Property(capturing: source!)
    weak let weakSource = source
    source = nil
    #expect(weakSource != nil, "the capturing view keeps it")
    weakSource?.value = 3
    #expect(follower.value == 3)
    #expect(captured.value == 3)
  }

  @Test("Property(initial:then:) runs while observed, even after the property is released")
  func initialThenWhileObserved() {
    let (values, input) = Signal<Int, Never>.pipe()
    var property: Property<Int>? = Property(initial: 0, then: values)
    let recorder = property!.producer.record().recorder
    property = nil
    input.send(value: 1)
    input.sendCompleted()
    expectValues(recorder, [0, 1], then: .completed)
  }

  @Test("map(value:), key-path map, combinePrevious, uniqueValues")
  func moreTransforms() {
    let source = MutableProperty(1)
    #expect(source.map(value: "x").value == "x")
    #expect(source.map(\.description).value == "1")
    let pairs = source.combinePrevious(0).producer.record().recorder
    let unique = source.uniqueValues().producer.record().recorder
    source.value = 2
    source.value = 1
    source.value = 3
    #expect(pairs.values.map { [$0.0, $0.1] } == [[0, 1], [1, 2], [2, 1], [1, 3]])
    #expect(unique.values == [1, 2, 3])
  }

  @Test("flatten and flatMap(.latest) on properties of properties")
  func flattenProperties() {
    let first = MutableProperty(1)
    let second = MutableProperty(10)
    let outer = MutableProperty<MutableProperty<Int>>(first)
    let flat = outer.flatten(.latest)
    let mapped = outer.flatMap(.latest) { $0.map { $0 * 2 } }
    let values = flat.producer.record().recorder
    outer.value = second
    first.value = 2
    second.value = 11
    #expect(values.values == [1, 10, 11])
    #expect(mapped.value == 22)
  }

  @Test("and, or, negate; all and any of arrays and variadics; empty all is true, empty any false")
  func booleanProperties() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    let c = MutableProperty(true)
    let all = Property.all([a, b, c])
    let any = Property.any(a, b, c)
    let recorder = all.producer.record().recorder
    #expect(!all.value && any.value)
    #expect(!a.and(b).value && a.or(b).value && !a.negate().value)
    b.value = true
    #expect(all.value)
    a.value = false
    b.value = false
    c.value = false
    #expect(!any.value)
    #expect(recorder.values == [false, true, false, false, false])
    #expect(Property.all([MutableProperty<Bool>]()).value)
    #expect(!Property.any([MutableProperty<Bool>]()).value)
  }

  @Test("combineLatest and zip of up to ten properties")
  func manyProperties() {
    let p = (0..<10).map { MutableProperty($0) }
    let ten = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
    #expect(ten.value.9 == 9 && ten.value.0 == 0)
    p[9].value = 90
    #expect(ten.value.9 == 90)
    let zipped = Property.zip(p[0], p[1], p[2])
    let values = zipped.producer.record().recorder
    p[0].value = 100
    p[1].value = 101
    #expect(values.values.count == 1)
    p[2].value = 102
    #expect(values.values.map { [$0.0, $0.1, $0.2] } == [[0, 1, 2], [100, 101, 102]])
    #expect(Property.zip([p[0], p[1]]).value == [100, 101])
  }
}

@Suite("Property composition: lifetimes")
struct PropertyCompositionLifetimeTests {
  @Test("a chain of maps keeps no intermediate property or source alive; the last keeps its value")
  func chainCapturesNothing() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakFirst: Property<Int>?
    weak var weakSecond: Property<Int>?
    var last: Property<Int>?
    do {
      let source = MutableProperty(1)
      weakSource = source
      let first = source.map { $0 + 1 }
      weakFirst = first
      let second = first.map { $0 + 1 }
      weakSecond = second
      last = second.map { $0 + 1 }
    }
    #expect(last?.value == 4)
    #expect(weakSource == nil && weakFirst == nil && weakSecond == nil)
  }

  @Test("flatten(.latest) releases an inner property once it is switched away from")
  func flattenReleasesOldInner() {
    var first: MutableProperty<Int>? = MutableProperty(0)
    weak let weakFirst = first
    let second = MutableProperty(10)
    var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(first!)
    let flattened = outer!.flatten(.latest)
    let recorder = flattened.producer.record().recorder
    first = nil
    outer!.value = second
    #expect(weakFirst == nil)
    second.value = 11
    #expect(recorder.values == [0, 10, 11])
    outer = nil
    #expect(!recorder.isTerminated, "the inner property is still alive")
  }
}
