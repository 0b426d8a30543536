import Bindings
import BindingsTesting
import Foundation
import ReactiveCore
import Testing

@MainActor
@Suite("Snapshot and DiffableDataSource")
struct SnapshotTests {
  @Test("building a snapshot: append, insert, delete, move, and every query")
  func building() {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([10, 11])  // to the last section
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([4], afterItem: 3)
    snapshot.deleteItems([2])
    snapshot.moveItem(10, beforeItem: 0)
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 0, 1, 3, 4])
    #expect(snapshot.itemIdentifiers == [11, 10, 0, 1, 3, 4])
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 6)
    #expect(snapshot.numberOfItems(inSection: "b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "a")
    #expect(snapshot.indexOfItem(1) == 3)
    #expect(snapshot.indexOfSection("a") == 2)
    snapshot.deleteSections(["a"])
    #expect(snapshot.itemIdentifiers == [11])
    #expect(snapshot.problems.isEmpty)
  }

  @Test("duplicates and unknown identifiers are skipped and reported by name, never a crash")
  func problems() {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendItems([1])
    snapshot.appendSections(["a", "a"])
    snapshot.appendItems([1, 2, 1], toSection: "a")
    snapshot.deleteItems([9])
    snapshot.moveItem(1, afterItem: 42)
    #expect(snapshot.itemIdentifiers == [1, 2])
    #expect(
      snapshot.problems == [
        .noSection(operation: "appendItems"), .duplicateSection("a"), .duplicateItem("1", inSection: "a"),
        .unknownItem("9"), .unknownItem("42"),
      ])
    #expect(
      snapshot.problems[2].description == "item 1 is already in the snapshot (in section a); the second one was skipped"
    )
  }

  static func textDataSource(_ view: RecordingListView, configured: @escaping (Int) -> Void = { _ in })
    -> DiffableDataSource<String, Int>
  {
    view.register(TextCell.self, forReuseIdentifier: "text")
    return DiffableDataSource(listView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
      cell.text = "\(item)"
      configured(item)
      return cell
    }
  }

  @Test("apply: the first snapshot reloads, later ones batch-update; reconfigured items update in place")
  func applying() {
    let view = RecordingListView()
    var configurations: [Int] = []
    let dataSource = Self.textDataSource(view) { configurations.append($0) }
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    var completed = false
    dataSource.apply(snapshot) { completed = true }
    #expect(completed)
    #expect(view.log == ["reload"])
    snapshot.moveItem(3, beforeItem: 1)
    snapshot.deleteItems([2])
    snapshot.reconfigureItems([1])
    configurations = []
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(view.log == ["reload", "batch"])
    #expect(view.violations.isEmpty, "\(view.violations)")
    #expect(view.visibleTexts == ["3", "1"])
    #expect(view.batches.last?.reloadedItems == [], "reconfigured, not reloaded")
    #expect(view.reconfigured == [IndexPath(item: 1, section: 0)])
    #expect(configurations == [1])
    #expect(dataSource.snapshot() == snapshot)
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 3)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
    #expect(dataSource.indexPath(for: 1) == IndexPath(item: 1, section: 0))
    #expect(dataSource.indexPath(for: 2) == nil)
  }

  @Test("reloaded items and sections are reloaded in the batch; an item both reloaded and reconfigured is reloaded")
  func reloading() {
    let view = RecordingListView()
    let dataSource = Self.textDataSource(view)
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    dataSource.apply(snapshot)
    snapshot.reloadItems([2])
    snapshot.reconfigureItems([2, 1])
    snapshot.reloadSections(["b"])
    dataSource.apply(snapshot)
    #expect(view.violations.isEmpty, "\(view.violations)")
    #expect(view.batches.last?.reloadedItems == [IndexPath(item: 1, section: 0)])
    #expect(view.batches.last?.reloadedSections == [1])
    #expect(view.reconfigured == [IndexPath(item: 0, section: 0)])
    #expect(view.visibleTexts == ["1", "2", "3"])
  }

  @Test("a snapshot's problems are reported; the rest of it is applied")
  func reportedProblems() {
    let view = RecordingListView()
    let dataSource = Self.textDataSource(view)
    var reported: [SnapshotError] = []
    dataSource.onSnapshotProblems = { reported += $0 }
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 1, 2])
    dataSource.apply(snapshot)
    #expect(reported == [.duplicateItem("1", inSection: "a")])
    #expect(view.visibleTexts == ["1", "2"])
  }

  @Test("a stream of snapshots drives the data source with <~")
  func reactiveApply() {
    let view = RecordingListView()
    let dataSource = Self.textDataSource(view)
    let rows = MutableProperty(Snapshot<String, Int>())
    func snapshot(_ items: [Int]) -> Snapshot<String, Int> {
      var snapshot = Snapshot<String, Int>()
      snapshot.appendSections(["rows"])
      snapshot.appendItems(items)
      return snapshot
    }
    rows.value = snapshot([1, 2])
    dataSource.reactive.apply() <~ rows
    #expect(view.visibleTexts == ["1", "2"])
    rows.value = snapshot([2, 3, 1])
    #expect(view.visibleTexts == ["2", "3", "1"])
    #expect(view.violations.isEmpty)
  }
}
