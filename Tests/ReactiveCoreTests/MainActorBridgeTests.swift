import Dispatch
import ReactiveCore
import Testing

@MainActor
@Suite("Main-actor bridges: observers and targets isolated to the main actor")
struct MainActorBridgeTests {
  @Test("sent on the main queue, a value reaches a main-actor observer before send returns")
  func inlineOnMain() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    signal.observeOnMainActor { received.append($0) }
    input.send(value: 1)
    #expect(received == [1])
    let (lifetime, token) = Lifetime.make()
    let target = BindingTarget<Int>(mainActorLifetime: lifetime) { received.append($0 * 10) }
    target <~ SignalProducer(value: 2)
    #expect(received == [1, 20])
    withExtendedLifetime(token) {}
  }

  @Test("sent from other threads, values reach the main actor on the main queue, in the order sent")
  func hopsInOrder() async {
    let (signal, input) = Signal<Int, Never>.pipe()
    var received: [Int] = []
    var offMainQueue = 0
    signal.observeOnMainActor { value in
      if !UIScheduler.isOnMainQueue { offMainQueue += 1 }
      received.append(value)
    }
    await Task.detached { for value in 1...100 { input.send(value: value) } }.value
    for _ in 0..<10_000 where received.count < 100 { await Task.yield() }
    #expect(received == Array(1...100))
    #expect(offMainQueue == 0)
  }

  @Test("a producer started on the main actor delivers there; disposing interrupts it")
  func producerOnMainActor() {
    let scheduler = TestScheduler()
    var ticks = 0
    let disposable = SignalProducer.timer(interval: .seconds(1), on: scheduler).startOnMainActor { _ in ticks += 1 }
    scheduler.advance(by: .seconds(2))
    #expect(ticks == 2)
    disposable.dispose()
    scheduler.advance(by: .seconds(2))
    #expect(ticks == 2)
  }

  /// What main-actor work recorded, in order.
  @MainActor
  final class Log {
    var entries: [String] = []
  }

  @Test("scheduleOnMainActor runs at once on the main queue, and in order behind work queued from elsewhere")
  func scheduleOnMainActor() async {
    let scheduler = UIScheduler()
    let log = Log()
    scheduler.scheduleOnMainActor { log.entries.append("now") }
    #expect(log.entries == ["now"])
    await Task.detached { _ = scheduler.scheduleOnMainActor { log.entries.append("queued") } }.value
    scheduler.scheduleOnMainActor { log.entries.append("after") }
    for _ in 0..<10_000 where log.entries.count < 3 { await Task.yield() }
    #expect(log.entries == ["now", "queued", "after"], "work sent on main waits behind work already queued")
  }
}
