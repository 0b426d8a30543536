import ReactiveCoreRx
import Testing

/// Counts how often it was disposed.
private final class CountingDisposable: Cancelable, @unchecked Sendable {
  private(set) var disposeCount = 0
  var isDisposed: Bool { disposeCount > 0 }
  func dispose() { disposeCount += 1 }
}

@Suite struct RxDisposablesTests {
  @Test func singleAssignmentDisposesWhatIsSetAfterItWasDisposed() {
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    #expect(holder.isDisposed)
    let late = CountingDisposable()
    holder.setDisposable(late)
    #expect(late.disposeCount == 1)
  }

  @Test func singleAssignmentDisposesWhatItHoldsOnce() {
    let holder = SingleAssignmentDisposable()
    let held = CountingDisposable()
    holder.setDisposable(held)
    #expect(!holder.isDisposed)
    holder.dispose()
    holder.dispose()
    #expect(held.disposeCount == 1)
  }

  @Test func serialDisposableDisposesTheOneItReplacesAndAllAfterItsEnd() {
    let serial = ReactiveCoreRx.SerialDisposable()
    let first = CountingDisposable()
    let second = CountingDisposable()
    serial.disposable = first
    serial.disposable = second
    #expect(first.disposeCount == 1)
    #expect(second.disposeCount == 0)
    serial.dispose()
    #expect(second.disposeCount == 1)
    #expect(serial.isDisposed)
    let third = CountingDisposable()
    serial.disposable = third
    #expect(third.disposeCount == 1)
  }

  @Test func compositeRemovesByKeyAndDisposesTheRestTogether() throws {
    let group = ReactiveCoreRx.CompositeDisposable()
    let kept = CountingDisposable()
    let removed = CountingDisposable()
    _ = group.insert(kept)
    let key = try #require(group.insert(removed))
    #expect(group.count == 2)
    group.remove(for: key)
    #expect(removed.disposeCount == 1)
    #expect(group.count == 1)
    group.remove(for: key)
    #expect(removed.disposeCount == 1)
    group.dispose()
    #expect(kept.disposeCount == 1)
    #expect(group.isDisposed)
    #expect(group.count == 0)
  }

  @Test func compositeDisposesAnInsertionAfterItsEndAtOnce() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let group = ReactiveCoreRx.CompositeDisposable(first, second)
    group.dispose()
    #expect(first.disposeCount == 1 && second.disposeCount == 1)
    let late = CountingDisposable()
    #expect(group.insert(late) == nil)
    #expect(late.disposeCount == 1)
  }

  @Test func booleanDisposableOnlyRecords() {
    #expect(BooleanDisposable(isDisposed: true).isDisposed)
    let flag = BooleanDisposable()
    #expect(!flag.isDisposed)
    flag.dispose()
    #expect(flag.isDisposed)
  }

  @Test func refCountDisposesTheResourceWhenItAndEveryHandleAreDisposed() {
    let resource = CountingDisposable()
    let counter = RefCountDisposable(disposable: resource)
    let handle1 = counter.retain()
    let handle2 = counter.retain()
    counter.dispose()
    #expect(resource.disposeCount == 0)
    handle1.dispose()
    handle1.dispose()
    #expect(resource.disposeCount == 0, "a handle counts once however often it is disposed")
    handle2.dispose()
    #expect(resource.disposeCount == 1)
    #expect(counter.isDisposed)
  }

  @Test func refCountWithNoHandleOutDisposesAtOnce() {
    let resource = CountingDisposable()
    let counter = RefCountDisposable(disposable: resource)
    counter.retain().dispose()
    counter.dispose()
    counter.dispose()
    #expect(resource.disposeCount == 1)
  }

  @Test func scheduledDisposableDisposesOnItsScheduler() {
    let scheduler = HistoricalScheduler()
    let resource = CountingDisposable()
    let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: resource)
    scheduled.dispose()
    #expect(resource.disposeCount == 0)
    #expect(!scheduled.isDisposed)
    scheduler.start()
    #expect(resource.disposeCount == 1)
    #expect(scheduled.isDisposed)
  }

  @Test func disposeBagTakesABlockOfDisposables() {
    let first = CountingDisposable()
    let second = CountingDisposable()
    let third = CountingDisposable()
    var bag: DisposeBag? = DisposeBag {
      first
      second
    }
    bag?.insert { third }
    bag = nil
    #expect([first, second, third].map(\.disposeCount) == [1, 1, 1])
  }

  @Test func disposeBagTakesAnArray() {
    let members = [CountingDisposable(), CountingDisposable()]
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(members)
    bag = nil
    #expect(members.map(\.disposeCount) == [1, 1])
  }
}
