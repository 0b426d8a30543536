import Foundation
import ReactiveCore
import Testing

/// The code of `ReactiveCore.docc/ThreadingAndReentrancy.md`.
@Suite struct ThreadingArticle {
  @Test func aSendFromAnObserverWaitsItsTurn() {
    // snippet: queued, not nested
    let (signal, input) = Signal<Int, Never>.pipe()
    var order: [String] = []
    signal.observeValues { value in
      order.append("start \(value)")
      if value == 1 { input.send(value: 2) }  // queued behind the event being delivered
      order.append("end \(value)")
    }
    input.send(value: 1)
    // order == ["start 1", "end 1", "start 2", "end 2"]
    // end snippet
    #expect(order == ["start 1", "end 1", "start 2", "end 2"])
  }

  @Test func schedulersMoveWorkInVirtualTime() {
    // snippet: schedulers
    let scheduler = TestScheduler()
    let (signal, input) = Signal<String, Never>.pipe()
    var delivered: [String] = []
    signal.observe(on: scheduler).observeValues { delivered.append($0) }
    input.send(value: "a")
    // delivered == [] until the scheduler runs its work
    scheduler.advance()
    // delivered == ["a"]
    // end snippet
    #expect(delivered == ["a"])
  }
}
