import ReactiveCore
import Testing

/// The code of `ReactiveCore.docc/MigratingFromReactiveSwift.md`.
@Suite struct MigratingFromReactiveSwiftArticle {
  @Test func portedCodeRunsUnchanged() {
    // snippet: ported code
    let searchText = MutableProperty("")
    let search = Action<String, [String], Never> { query in
      SignalProducer(value: ["Punk IPA", "Hardcore IPA"].filter { $0.contains(query) })
    }
    var results: [[String]] = []
    search.values.observeValues { results.append($0) }
    searchText.signal
      .skipRepeats()
      .filter { !$0.isEmpty }
      .observeValues { search.apply($0).start() }
    searchText.value = "Hard"
    // results == [["Hardcore IPA"]]
    // end snippet
    #expect(results == [["Hardcore IPA"]])
  }

  @Test func writingFromAnObserverIsQueued() {
    // snippet: reentrancy
    let counter = MutableProperty(0)
    var seen: [Int] = []
    counter.producer.startWithValues { value in
      seen.append(value)
      if value < 3 { counter.value = value + 1 }  // ReactiveSwift: a deadlock
    }
    // seen == [0, 1, 2, 3]
    // end snippet
    #expect(seen == [0, 1, 2, 3])
    #expect(counter.value == 3)
  }
}
