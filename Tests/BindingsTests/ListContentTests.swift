import Bindings
import BindingsTesting
import ReactiveCoreTesting
import Testing

@Suite("RowStore and ListContent: the binder's storage")
struct ListContentTests {
  @Test("a row store behaves as an array through thousands of inserts and removals across chunk splits")
  func rowStoreMatchesArray() {
    var generator = SplitMix64(seed: 5)
    var model = Array(0..<5_000)
    var store = RowStore(model)
    for step in 0..<4_000 {
      if model.isEmpty || Int.random(in: 0..<3, using: &generator) > 0 {
        let position = Int.random(in: 0...model.count, using: &generator)
        model.insert(10_000 + step, at: position)
        store.insert(10_000 + step, at: position)
      } else {
        let position = Int.random(in: model.indices, using: &generator)
        #expect(store.remove(at: position) == model.remove(at: position))
      }
    }
    #expect(store.count == model.count)
    #expect(Array(store) == model)
    #expect(store.elements == model)
    store[1_234] = -1
    model[1_234] = -1
    #expect(store[1_234] == -1 && Array(store) == model)
    var emptied = RowStore([1, 2])
    emptied.remove(at: 0)
    emptied.remove(at: 0)
    #expect(emptied.isEmpty)
    emptied.insert(3, at: 0)
    #expect(Array(emptied) == [3])
  }

  @Test("applying a changeset in place gives the new list, for 20,000 random pairs")
  func contentMatchesApplied() {
    var generator = SplitMix64(seed: 11)
    for number in 0..<20_000 {
      let old = SectionedChangesetTests.randomSections(&generator)
      let new = SectionedChangesetTests.randomSections(&generator)
      let changeset = SectionedChangeset(from: old, to: new)
      var content = ListContent(old)
      content.apply(changeset)
      guard content.listSections == new else {
        Issue.record("case \(number): \(old) -> \(new) gave \(content.listSections)")
        return
      }
    }
  }
}
