import Bindings
import BindingsTesting
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

@MainActor
@Suite("ListBinder: binding streams to a list view")
struct ListBinderTests {
  @Test("the first array reloads; later ones are one consistent batch each, configuring only what changed")
  func reloadThenBatches() {
    let items = MutableProperty(rows([1, 2, 3]))
    let view = RecordingListView()
    items.bind(to: view, cellType: TextCell.self) { cell, row in cell.text = "\(row.id):\(row.value)" }
    #expect(view.log == ["reload"])
    #expect(view.visibleTexts == ["1:0", "2:0", "3:0"])
    let requestsAfterReload = view.cellRequests
    items.value = [Row(id: 3, value: 0), Row(id: 1, value: 5), Row(id: 4, value: 0)]
    #expect(view.log == ["reload", "batch"])
    #expect(view.violations.isEmpty, "\(view.violations)")
    #expect(view.visibleTexts == ["3:0", "1:5", "4:0"])
    #expect(view.batches.last?.deletedItems == [IndexPath(item: 1, section: 0)])
    #expect(view.batches.last?.insertedItems == [IndexPath(item: 2, section: 0)])
    #expect(view.cellRequests - requestsAfterReload == 2, "the inserted row and the changed row, nothing else")
  }

  @Test("a source that completes leaves its last content; disposing the binding unbinds")
  func completedSourceKeepsContent() {
    let view = RecordingListView()
    let binding = SignalProducer(value: rows([1, 2])).bind(to: view, cellType: TextCell.self) { cell, row in
      cell.text = "\(row.id)"
    }
    #expect(view.visibleTexts == ["1", "2"])
    #expect(view.listDataSource != nil)
    binding.dispose()
    #expect(view.listDataSource == nil)
    #expect(view.visibleTexts.isEmpty)
  }

  @Test("a detached list view is reloaded rather than batch-updated")
  func detachedReloads() {
    let items = MutableProperty(rows([1, 2]))
    let view = RecordingListView()
    items.bind(to: view, cellType: TextCell.self) { cell, row in cell.text = "\(row.id)" }
    view.isAttached = false
    items.value = rows([2, 1])
    #expect(view.log == ["reload", "reload"])
    #expect(view.visibleTexts == ["2", "1"])
  }

  @Test("items that cannot be diffed reload on every value")
  func nonDiffableItemsReload() {
    let items = MutableProperty(["a", "b"])
    let view = RecordingListView()
    items.bind(to: view, cellType: TextCell.self) { cell, text in cell.text = text }
    items.value = ["b", "c"]
    #expect(view.log == ["reload", "reload"])
    #expect(view.visibleTexts == ["b", "c"])
  }

  @Test("a row's bag is emptied before the row is reused, and every bag when the binding ends")
  func reuseBags() {
    let items = MutableProperty(rows([1, 2, 3]))
    let counter = MutableProperty(0)
    let view = RecordingListView(visibleRows: 3)
    var observations = 0
    let binding = items.bind(to: view, cellType: TextCell.self) { cell, row in
      cell.text = "\(row.id)"
      counter.signal.observeValues { _ in observations += 1 }.map { cell.reactive.bag += $0 }
    }
    counter.value = 1
    #expect(observations == 3)
    items.value = rows([4, 5, 6])  // all three rows replaced: their cells are reused
    observations = 0
    counter.value = 2
    #expect(observations == 3, "each reused cell's earlier binding was disposed before it was configured again")
    binding.dispose()
    observations = 0
    counter.value = 3
    #expect(observations == 0, "unbinding empties the bags of every row")
    #expect(view.listDataSource == nil)
  }

  @Test("tearing the list view down ends the binding and empties the rows' bags")
  func teardown() {
    let items = MutableProperty(rows([1]))
    let counter = MutableProperty(0)
    let view = RecordingListView()
    var observations = 0
    items.bind(to: view, cellType: TextCell.self) { cell, _ in
      counter.signal.observeValues { _ in observations += 1 }.map { cell.reactive.bag += $0 }
    }
    view.tearDown()
    counter.value = 1
    #expect(observations == 0)
    items.value = rows([1, 2])
    #expect(view.log == ["reload", "reload"], "the detach reloads the view empty; later values do nothing")
  }

  @Test("section titles come from a subclass; sections and moves across them batch-update")
  func sectionedWithTitles() {
    final class TitledBinder: ListBinder<Header, Row> {
      override func titleForHeader(inSection section: Int) -> String? { "Section \(sections[section].metadata.id)" }
    }
    let first = [
      ListSection(Header(id: 0, title: 0), items: rows([1, 2])), ListSection(Header(id: 1, title: 0), items: rows([3])),
    ]
    let sections = MutableProperty(first)
    let view = RecordingListView()
    view.register(TextCell.self, forReuseIdentifier: "text")
    let binder = TitledBinder { sections, path, view in
      let cell = view.dequeueReusableCell(withIdentifier: "text", for: path) as! TextCell
      cell.text = "\(sections[path.section].items[path.item].id)"
      return cell
    }
    sections.bind(to: view, using: binder)
    #expect(binder.listView(view, titleForHeaderInSection: 1) == "Section 1")
    sections.value = [
      ListSection(Header(id: 1, title: 0), items: rows([3, 2])), ListSection(Header(id: 0, title: 0), items: rows([1])),
    ]
    #expect(view.log == ["reload", "batch"])
    #expect(view.violations.isEmpty, "\(view.violations)")
    #expect(view.batches.last?.movedSections.count == 1)
    #expect(view.batches.last?.movedItems.count == 1)
    #expect(view.visibleTexts == ["3", "2", "1"])
  }

  @Test("a stream of changesets applies each to what is shown; one that does not fit is reported and ignored")
  func changesetStream() {
    let (changesets, input) = Signal<Changeset<String>, Never>.pipe()
    let view = RecordingListView()
    let binder = FlatListBinder<String> { items, path, view in
      let cell = view.dequeueReusableCell(withIdentifier: "text", for: path) as! TextCell
      cell.text = items[path.section].items[path.item]
      return cell
    }
    var reports: [String] = []
    binder.onInconsistentChangeset = { reports.append($0) }
    view.register(TextCell.self, forReuseIdentifier: "text")
    changesets.bind(to: view, using: binder)
    input.send(value: Changeset(from: [], to: ["a", "b"], identifiedBy: { $0 }))
    input.send(value: Changeset(from: ["a", "b"], to: ["b", "c", "a"], identifiedBy: { $0 }))
    #expect(view.visibleTexts == ["b", "c", "a"])
    #expect(view.violations.isEmpty)
    input.send(value: Changeset(from: ["x"], to: [], identifiedBy: { $0 }))
    #expect(reports.count == 1)
    #expect(view.visibleTexts == ["b", "c", "a"])
  }

  @Test("random sequences of lists: every batch keeps UITableView's rules and the screen shows the model")
  func randomSequences() {
    var generator = SplitMix64(seed: 99)
    for round in 0..<200 {
      let items = MutableProperty(ChangesetPropertyTests.randomRows(&generator, maxCount: 20, idRange: 15))
      let view = RecordingListView(visibleRows: 8)
      items.bind(to: view, cellType: TextCell.self) { cell, row in cell.text = "\(row.id):\(row.value)" }
      for _ in 0..<10 {
        items.value = ChangesetPropertyTests.edited(items.value, &generator, idRange: 15)
        let expected = items.value.prefix(8).map { "\($0.id):\($0.value)" }
        guard view.violations.isEmpty, view.visibleTexts == expected else {
          Issue.record("round \(round): \(view.violations); shows \(view.visibleTexts), expected \(expected)")
          return
        }
      }
    }
  }

  @Test(
    "long lists: a small change is applied in place, a large one takes the new rows; both show the model in consistent batches"
  )
  func smallAndLargeChangesToLongLists() {
    var generator = SplitMix64(seed: 5)
    let items = MutableProperty(rows(Array(0..<3_000)))
    let view = RecordingListView(visibleRows: 8)
    view.register(TextCell.self, forReuseIdentifier: "text")
    let binder = FlatListBinder<Row> { items, path, view in
      let cell = view.dequeueReusableCell(withIdentifier: "text", for: path) as! TextCell
      let row = items[path.section].items[path.item]
      cell.text = "\(row.id):\(row.value)"
      return cell
    }
    items.bind(to: view, using: binder)
    var freshID = 10_000
    for step in 0..<40 {
      // 2 changes cost less than copying 3,000 rows, 200 cost more (`ListContent.update`).
      var next = items.value
      for _ in 0..<(step.isMultiple(of: 2) ? 2 : 200) {
        let index = Int.random(in: next.indices, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: next.remove(at: index)
        case 1:
          next.insert(Row(id: freshID, value: 0), at: index)
          freshID += 1
        case 2: next.insert(next.remove(at: index), at: Int.random(in: 0..<next.count, using: &generator))
        default: next[index].value += 1
        }
      }
      items.value = next
      let expected = next.prefix(8).map { "\($0.id):\($0.value)" }
      guard view.violations.isEmpty, binder.sections.listSections.first?.items == next, view.visibleTexts == expected
      else {
        Issue.record("step \(step): \(view.violations); shows \(view.visibleTexts), expected \(expected)")
        return
      }
    }
    #expect(view.log.filter { $0 == "batch" }.count == 40)
  }
}
