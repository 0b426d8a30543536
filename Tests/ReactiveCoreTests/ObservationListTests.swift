// Testable: `ObservationList` is internal; its manual retains and releases are what this checks.
@testable import ReactiveCore
import ReactiveCoreTesting
import Testing

/// The hand-managed list a signal keeps its observations in: every element is retained once by
/// the list and released exactly once, however it leaves (removed, taken, or with the list).
@Suite("ObservationList")
struct ObservationListTests {
  @Test("appending keeps order and holds each element; dropping the list releases them all")
  func appendAndRelease() {
    let counter = LiveObjectCounter()
    do {
      var list = ObservationList<LiveObjectCounter.Probe>()
      for index in 0..<37 { list.append(counter.probe("\(index)")) }  // several growths
      #expect(list.count == 37)
      #expect(list[0].label == "0")
      #expect(list[36].label == "36")
      #expect(list.copy().map(\.label) == (0..<37).map { "\($0)" })
      #expect(counter.liveCount == 37)
    }
    #expect(counter.liveLabels == [])
  }

  @Test("removeAll(where:) releases what it removes and keeps the others in order")
  func removeWhere() {
    let counter = LiveObjectCounter()
    var list = ObservationList<LiveObjectCounter.Probe>()
    for index in 0..<10 { list.append(counter.probe("\(index)")) }
    list.removeAll { Int($0.label)! % 3 == 0 }
    #expect(list.copy().map(\.label) == ["1", "2", "4", "5", "7", "8"])
    #expect(counter.liveCount == 6)
    list.removeAll()
    #expect(list.count == 0)
    #expect(counter.liveLabels == [])
  }

  @Test("take() hands the references over: the list is empty and releases nothing more")
  func takeHandsOver() {
    let counter = LiveObjectCounter()
    var list = ObservationList<LiveObjectCounter.Probe>()
    for index in 0..<5 { list.append(counter.probe("\(index)")) }
    var taken: [LiveObjectCounter.Probe]? = list.take()
    #expect(list.count == 0)
    #expect(taken?.map(\.label) == ["0", "1", "2", "3", "4"])
    #expect(counter.liveCount == 5)
    taken = nil
    #expect(counter.liveLabels == [])
    list.append(counter.probe("after"))  // the emptied list is still usable
    #expect(list.count == 1)
  }

  @Test("a walk borrows the elements in order without changing the list")
  func walk() {
    let counter = LiveObjectCounter()
    var list = ObservationList<LiveObjectCounter.Probe>()
    for index in 0..<4 { list.append(counter.probe("\(index)")) }
    var seen: [String] = []
    list.withUnsafeElements { elements in
      for element in elements { element._withUnsafeGuaranteedRef { seen.append($0.label) } }
    }
    #expect(seen == ["0", "1", "2", "3"])
    #expect(list.count == 4)
  }
}
