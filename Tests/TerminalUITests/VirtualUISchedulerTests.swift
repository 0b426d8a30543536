import Foundation
import ReactiveCore
import TerminalUI
import Testing

/// What ran, recorded from any thread.
final class RanLog: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []
  func add(_ name: String) { lock.withLock { names.append(name) } }
  var all: [String] { lock.withLock { names } }
}

@MainActor
@Suite("VirtualUIScheduler: outside work lands only while a script waits")
struct VirtualUISchedulerTests {
  @Test("work scheduled off the main queue waits for settle; the main queue's runs with the key")
  func outsideWorkWaitsForSettle() async throws {
    let clock = VirtualUIClock(isBusyOutside: { false })
    let ran = RanLog()
    let scheduler = clock.scheduler
    await Task.detached { _ = scheduler.schedule { ran.add("response") } }.value
    scheduler.schedule { ran.add("key") }
    clock.runDueWork()
    #expect(ran.all == ["key"])
    #expect(scheduler.hasOutsideWork)
    #expect(await clock.settle(timeout: 1))
    #expect(ran.all == ["key", "response"])
  }

  @Test("outside work cancelled before it is admitted never runs")
  func cancelledOutsideWork() async throws {
    let clock = VirtualUIClock(isBusyOutside: { false })
    let ran = RanLog()
    let scheduler = clock.scheduler
    let disposable = await Task.detached { UncheckedDisposable(scheduler.schedule { ran.add("late") }) }.value
    disposable.value?.dispose()
    #expect(await clock.settle(timeout: 1))
    #expect(ran.all == [])
  }
}

/// A disposable carried out of a detached task.
struct UncheckedDisposable: @unchecked Sendable {
  let value: Disposable?
  init(_ value: Disposable?) { self.value = value }
}
