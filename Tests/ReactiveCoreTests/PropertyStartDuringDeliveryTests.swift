import Dispatch
import ReactiveCore
import Testing

/// A property's producer sends the current value during its start, whoever is delivering the
/// property's changes at that moment, and a property composed from it (`map`, ...) has a value
/// as soon as it is made. Both once failed: the value came later, from the delivering thread,
/// and a composed property made inside an observer of its source, or while another thread
/// delivered, stopped the process ("must send a value when started").
@Suite("property producers started while the property is delivering")
struct PropertyStartDuringDeliveryTests {
  @Test("inside an observer of the property: the current value comes during the start, then the changes")
  func startInsideAnObserver() {
    let property = MutableProperty(0)
    var order: [String] = []
    property.signal.observeValues { value in
      order.append("start \(value)")
      if value == 1 {
        property.producer.startWithValues { order.append("producer \($0)") }
        property.value = 2
      }
      order.append("end \(value)")
    }
    property.value = 1
    // The change after the start reaches the observers in the order they were attached.
    #expect(order == ["start 1", "producer 1", "end 1", "start 2", "end 2", "producer 2"])
  }

  @Test("a property composed inside an observer of its source has the source's value, and follows it")
  func composeInsideAnObserver() {
    let property = MutableProperty(0)
    var composed: [Property<Int>] = []
    property.signal.observeValues { _ in
      if composed.isEmpty { composed.append(property.map { $0 * 10 }) }
    }
    property.value = 1
    #expect(composed.first?.value == 10)
    property.value = 2
    #expect(composed.first?.value == 20)
  }

  @Test("while another thread delivers: the value at once, then every later change once, in order")
  func startWhileAnotherThreadDelivers() {
    let property = MutableProperty(0)
    let delivering = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    property.signal.observeValues { value in
      if value == 1 {
        delivering.signal()
        proceed.wait()
      }
    }
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { property.value = 1 }
    delivering.wait()
    property.value = 2  // queued behind the delivery of 1
    let seen = Atomic<[Int]>([])
    let disposable = property.producer.startWithValues { value in seen.modify { $0.append(value) } }
    let composed = property.map { $0 * 10 }
    #expect(seen.value == [2], "the current value, during the start")
    #expect(composed.value == 20)
    property.value = 3
    proceed.signal()
    done.wait()
    #expect(seen.value == [2, 3], "then each later change once")
    #expect(composed.value == 30)
    disposable.dispose()
  }

  @Test("started after the property ended: its last value, then completed")
  func startAfterTheEnd() {
    var property: MutableProperty<Int>? = MutableProperty(7)
    let producer = property!.producer
    property = nil
    var events: [String] = []
    producer.start { events.append($0.description) }
    #expect(events == ["VALUE 7", "COMPLETED"])
  }
}
