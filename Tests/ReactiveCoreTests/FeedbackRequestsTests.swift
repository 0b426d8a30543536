import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// `Feedback(requests:effects:)`: one effect per request in a set, side by side.
@Suite("Feedback of a set of requests")
struct FeedbackRequestsTests {
  struct Jobs: Equatable {
    /// Jobs asked for: each runs for as many seconds as its number.
    var running: Set<Int> = []
    var done: [Int] = []
  }

  enum Event: Equatable {
    case start(Int)
    case cancel(Int)
    case finished(Int)
  }

  static func reduce(_ state: inout Jobs, _ event: Event) {
    switch event {
    case let .start(job): state.running.insert(job)
    case let .cancel(job): state.running.remove(job)
    case let .finished(job):
      state.running.remove(job)
      state.done.append(job)
    }
  }

  static func loop(_ scheduler: TestScheduler, started: LockedCounter = LockedCounter())
    -> Loop<Jobs, Event>
  {
    Loop(
      initial: Jobs(), reduce: Self.reduce,
      feedbacks: [
        Feedback(
          requests: { $0.running },
          effects: { job in
            SignalProducer<Event, Never>(value: .finished(job))
              .delay(TimeInterval(job), on: scheduler)
              .on(started: { started.increment() })
          })
      ])
  }

  @Test("requests run side by side: each finishes after its own time, none cancels another")
  func sideBySide() {
    let scheduler = TestScheduler()
    let started = LockedCounter()
    let loop = Self.loop(scheduler, started: started)
    loop.send(.start(3))
    scheduler.advance(by: 1)
    loop.send(.start(1))
    #expect(started.value == 2)
    scheduler.advance(by: 1)
    #expect(loop.state.value.done == [1])
    scheduler.advance(by: 1)
    #expect(loop.state.value.done == [1, 3], "the first job was not restarted by the second")
    #expect(started.value == 2)
  }

  @Test("a request leaving the set cancels its effect; the same request later starts afresh")
  func leavingCancels() {
    let scheduler = TestScheduler()
    let started = LockedCounter()
    let loop = Self.loop(scheduler, started: started)
    loop.send(.start(2))
    loop.send(.start(5))
    scheduler.advance(by: 1)
    loop.send(.cancel(2))
    scheduler.advance(by: 3)
    #expect(loop.state.value.done.isEmpty, "job 2 was cancelled before its time")
    loop.send(.start(2))
    #expect(started.value == 3)
    scheduler.advance(by: 2)
    #expect(loop.state.value.done == [5, 2], "job 5 at its 5 s, the restarted job 2 at 4 + 2 s")
  }

  @Test("stopping the loop cancels every running request")
  func stoppingCancelsAll() {
    let scheduler = TestScheduler()
    var loop: Loop<Jobs, Event>? = Self.loop(scheduler)
    loop?.send(.start(1))
    loop?.send(.start(2))
    let state = loop?.state
    loop = nil
    scheduler.advance(by: 5)
    #expect(state?.value.done == [])
  }
}

/// A counter effects may bump from any thread.
final class LockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
