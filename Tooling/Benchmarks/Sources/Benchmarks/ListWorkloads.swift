import Bindings
import BindingsTesting
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI

/// L1: a changeset touching 10 rows (3 deleted, 3 inserted, 4 updated, spread over the list),
/// sent as a changeset (no diff) through a binder to a list view showing 30 rows.
enum ListWorkloads {
  struct Item: Identifiable, Equatable {
    var id: Int
    var value: Int
  }

  final class Cell: ReusableCell {
    let reuseBag = DisposeBag()
    var value = 0
    init(reuseIdentifier: String) {}
  }

  /// The changesets, made untimed beforehand from a model kept beside them.
  static func changesets(startingWith n: Int, steps: Int) -> [Changeset<Item>] {
    var model = (0..<n).map { Item(id: $0, value: 0) }
    var generator = SplitMix64(seed: 0x5EED)
    var nextID = n
    var result: [Changeset<Item>] = []
    for _ in 0..<steps {
      let count = model.count
      let deletes = Set((0..<3).map { _ in generator.below(count) }).sorted()
      var updates: [Changeset<Item>.Update] = []
      var afterDeletes = model
      for index in deletes.reversed() { afterDeletes.remove(at: index) }
      var new = afterDeletes
      var insertionIndices: [Int] = []
      for _ in 0..<3 {
        let index = generator.below(new.count + 1)
        new.insert(Item(id: nextID, value: 0), at: index)
        nextID += 1
        insertionIndices = insertionIndices.map { $0 >= index ? $0 + 1 : $0 } + [index]
      }
      let insertions = insertionIndices.sorted().map { Changeset<Item>.Insertion(index: $0, element: new[$0]) }
      // Four updates of rows that stayed: same id, new value.
      let inserted = Set(insertionIndices)
      var updated = Set<Int>()
      while updated.count < 4 {
        let index = generator.below(new.count)
        if !inserted.contains(index) { updated.insert(index) }
      }
      for newIndex in updated.sorted() {
        new[newIndex].value += 1
        let oldIndex = model.firstIndex { $0.id == new[newIndex].id }!
        updates.append(.init(source: oldIndex, destination: newIndex, element: new[newIndex]))
      }
      updates.sort { $0.source < $1.source }
      result.append(
        Changeset(oldCount: count, newCount: new.count, deletes: deletes, insertions: insertions, updates: updates))
      model = new
    }
    return result
  }

  /// Sends `changesets` (after one that fills the list with `n` rows); returns the time of the
  /// later ones and the cells configured for them.
  @MainActor static func l1(_ n: Int, _ changesets: [Changeset<Item>]) -> (elapsed: UInt64, checksum: Int) {
    let (signal, input) = Signal<Changeset<Item>, Never>.pipe()
    let view = RecordingListView(visibleRows: 30)
    let binding = signal.bind(to: view, cellType: Cell.self) { cell, item in cell.value = item.value }
    input.send(value: Changeset(from: [], to: (0..<n).map { Item(id: $0, value: 0) }))
    let before = view.cellRequests
    let elapsed = timed {
      for changeset in changesets { input.send(value: changeset) }
    }
    let configured = view.cellRequests - before
    if !view.violations.isEmpty { fatalError("L1: \(view.violations.first!)") }
    binding.dispose()
    return (elapsed, configured)
  }

  /// L2: the way an app shows a view model's list: arrays sent through
  /// `bind(to:cellType:)` to the terminal `TableView` of a window. Sends `old` and draws, then
  /// times sending `new` (diff, batch update, visible cells) and drawing the next frame.
  @MainActor
  static func l2(_ old: [DiffWorkloads.Item], _ new: [DiffWorkloads.Item]) -> (elapsed: UInt64, checksum: Int) {
    let (signal, input) = Signal<[DiffWorkloads.Item], Never>.pipe()
    let table = TableView()
    let binding = signal.bind(to: table, cellType: TableViewCell.self) { cell, item in
      cell.text = "Item \(item.id)"
      cell.accessoryText = "\(item.value)"
    }
    let window = Window()
    window.contentView = table
    let size = Size(width: 120, height: 40)
    input.send(value: old)
    _ = window.draw(size: size)
    var canvas: Canvas?
    let elapsed = timed {
      input.send(value: new)
      canvas = window.draw(size: size)
    }
    if table.totalNumberOfRows != new.count { fatalError("L2: the table shows \(table.totalNumberOfRows) rows") }
    binding.dispose()
    return (elapsed, canvas.map { $0.styledLine(0).utf8.count } ?? -1)
  }
}
