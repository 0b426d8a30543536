import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Loop 3's `pause()` and `resume()`: a paused loop keeps its state and observers but runs no
/// feedback and reduces no event; resuming starts every feedback again from the current state.
@Suite("Loop 3: pause and resume")
struct LoopPauseTests {
  /// What the harness's loop did: each start and cancellation of its effect, each state seen.
  private final class Record {
    var starts = 0
    var cancellations = 0
    var states: [Int] = []
  }

  /// A loop whose one feedback runs an effect that never ends while the count is odd (sending
  /// what `tick` sends), and a record of what it did.
  private struct Harness {
    let record = Record()
    let tick: Signal<Int, Never>.Observer
    let loop: Loop<Int, Int>

    init() {
      let (ticks, tick) = Signal<Int, Never>.pipe()
      let record = record
      self.tick = tick
      loop = Loop<Int, Int>(
        initial: 1,
        reducer: { $0 += $1 },
        feedbacks: [
          .init(skippingRepeated: { $0 % 2 == 1 ? true : nil }) { _ in
            SignalProducer(ticks).on(started: { record.starts += 1 }, disposed: { record.cancellations += 1 })
          }
        ])
      loop.producer.startWithValues { record.states.append($0) }
    }

    var starts: Int { record.starts }
    var cancellations: Int { record.cancellations }
    var states: [Int] { record.states }
  }

  @Test("pausing cancels running effects and drops events; resuming restarts feedbacks from the current state")
  func pauseAndResume() {
    let harness = Harness()
    let loop = harness.loop
    #expect(harness.starts == 1)
    harness.tick.send(value: 2)
    #expect(loop.state.value == 3)

    loop.pause()
    #expect(harness.cancellations == 1)
    loop.send(10)
    harness.tick.send(value: 100)
    #expect(loop.state.value == 3)
    #expect(harness.states == [1, 3])

    loop.resume()
    #expect(harness.starts == 2)
    loop.send(2)
    #expect(harness.states == [1, 3, 5])
    harness.tick.send(value: 1)
    #expect(harness.states == [1, 3, 5, 6])
    #expect(harness.cancellations == 2)
  }

  @Test("resuming a loop that is not paused, or pausing twice, changes nothing")
  func idempotent() {
    let harness = Harness()
    let loop = harness.loop
    loop.resume()
    #expect(harness.starts == 1)
    harness.tick.send(value: 2)
    #expect(harness.states == [1, 3])
    loop.pause()
    loop.pause()
    loop.resume()
    loop.resume()
    #expect(harness.starts == 2)
    harness.tick.send(value: 2)
    #expect(harness.states == [1, 3, 5])
  }

  @Test("a scoped view pauses and resumes its root loop")
  func scopedViewControlsTheRoot() {
    let harness = Harness()
    let view = harness.loop.scoped(to: { "\($0)" }, event: { (text: String) in Int(text) ?? 0 })
    view.pause()
    view.send("10")
    harness.loop.send(10)
    #expect(view.state.value == "1")
    view.resume()
    view.send("10")
    #expect(view.state.value == "11")
    #expect(harness.starts == 2)
  }

  @Test("a pause from an observer comes after the events queued before it")
  func pauseTakesItsTurn() {
    let loop = Loop<Int, Int>(initial: 0, reducer: { $0 += $1 }, feedbacks: [])
    loop.producer.startWithValues { state in
      if state == 1 {
        loop.send(10)
        loop.pause()
        loop.send(100)
      }
    }
    loop.send(1)
    #expect(loop.state.value == 11)
    loop.send(5)
    #expect(loop.state.value == 11)
  }

  @Test("view(value:event:), Loop 3's older name for scoped(to:event:)")
  func viewIsScoped() {
    let loop = FeedbackLoop<(count: Int, label: String), Int>(
      initial: (0, "counter"), reduce: { $0.count += $1 }, feedbacks: [])
    let counts = loop.view(value: \.count, event: { (step: Int) in step * 2 })
    counts.send(3)
    #expect(counts.state.value == 6)
    #expect(loop.state.value.label == "counter")
  }
}
