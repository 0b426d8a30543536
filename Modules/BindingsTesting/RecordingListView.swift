import Bindings
import Foundation
import ReactiveCore

/// A list view for tests and benchmarks that behaves like `UITableView` where binders can tell:
/// it pulls counts and cells, shows only its first `visibleRows` rows, reuses cells (emptying
/// their bags when they leave the screen), and checks every batch against UITableView's
/// consistency rules, recording what it saw.
public final class RecordingListView: ListView {
  /// Ends with `tearDown()` or deinitialization.
  public let lifetime: Lifetime
  private let token: Lifetime.Token
  /// Where the view pulls from. Setting it loads the section counts at once, as UITableView
  /// does before its first batch, so a first batch is checked against the counts it started from.
  public var listDataSource: (any ListDataSource)? {
    didSet { counts = askCounts() }
  }
  /// Whether the view counts as on screen (batch updates) or not (reloads).
  public var isAttached = true
  /// How many rows, from the top, are on screen.
  public let visibleRows: Int

  /// Section counts as the view last learned them.
  public private(set) var counts: [Int] = []
  /// The cells on screen, by index path.
  public private(set) var visible: [IndexPath: any ReusableCell] = [:]
  /// "reload" or "batch", in order.
  public private(set) var log: [String] = []
  /// The batches applied, in order.
  public private(set) var batches: [ListBatchUpdate] = []
  /// Broken rules, with the batch that broke them; a correct binder leaves this empty.
  public private(set) var violations: [String] = []
  /// How many times the view asked its data source for a cell.
  public private(set) var cellRequests = 0
  /// Index paths passed to `reconfigureItems(at:)`.
  public private(set) var reconfigured: [IndexPath] = []

  private var registered: [String: any ReusableCell.Type] = [:]
  private var pool: [String: [any ReusableCell]] = [:]
  private var identifierOfCell: [ObjectIdentifier: String] = [:]

  /// Creates a view showing `visibleRows` rows.
  public init(visibleRows: Int = 50) {
    (lifetime, token) = Lifetime.make()
    self.visibleRows = visibleRows
  }

  /// Ends the view's lifetime, as deinitializing a real one would.
  public func tearDown() { token.dispose() }

  /// Registers `cellType` for `identifier`.
  public func register(_ cellType: any ReusableCell.Type, forReuseIdentifier identifier: String) {
    registered[identifier] = cellType
  }

  /// A pooled cell (its bag emptied) or a new one.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> any ReusableCell {
    guard let cellType = registered[identifier] else { preconditionFailure("no cell registered for \(identifier)") }
    if let cell = pool[identifier]?.popLast() {
      cell.reuseBag.dispose()
      return cell
    }
    let cell = cellType.init(reuseIdentifier: identifier)
    identifierOfCell[ObjectIdentifier(cell)] = identifier
    return cell
  }

  /// Recycles every visible cell and asks for counts and visible cells again.
  public func reloadData() {
    log.append("reload")
    recycle(Array(visible.values))
    visible = [:]
    counts = askCounts()
    for path in visiblePaths(counts) { visible[path] = askCell(path) }
  }

  /// Checks `update` against the counts before and after, then asks for cells of visible rows
  /// that are new, reloaded or scrolled in; kept rows keep their cells.
  public func performBatchUpdates(_ update: ListBatchUpdate, animation: RowAnimation) {
    log.append("batch")
    batches.append(update)
    let newCounts = askCounts()
    for problem in update.problems(from: counts, to: newCounts) {
      violations.append("\(problem) in \(update)")
    }
    var kept: [IndexPath: any ReusableCell] = [:]
    var newVisible: [IndexPath: any ReusableCell] = [:]
    let origins = RowOrigins(update)
    for path in visiblePaths(newCounts) {
      switch origins.origin(ofRowAt: path) {
      case .inserted:
        newVisible[path] = askCell(path)
      case let .moved(from):
        if let cell = visible[from] { kept[from] = cell }
        newVisible[path] = visible[from] ?? askCell(path)
      case let .kept(old):
        if let cell = visible[old], !update.reloadedItems.contains(old) {
          kept[old] = cell
          newVisible[path] = cell
        } else {
          newVisible[path] = askCell(path)
        }
      }
    }
    recycle(visible.filter { kept[$0.key] == nil }.map { $0.value })
    visible = newVisible
    counts = newCounts
  }

  /// Asks again for the cells of these visible rows.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    reconfigured += indexPaths
    for path in indexPaths where visible[path] != nil {
      let old = visible[path]
      visible[path] = askCell(path)
      if let old, old !== visible[path] { recycle([old]) }
    }
  }

  private func askCounts() -> [Int] {
    guard let source = listDataSource else { return [] }
    return (0..<source.numberOfSections(in: self)).map { source.listView(self, numberOfItemsInSection: $0) }
  }

  private func askCell(_ path: IndexPath) -> any ReusableCell {
    cellRequests += 1
    guard let source = listDataSource else { preconditionFailure("a cell asked for without a data source") }
    return source.listView(self, cellForItemAt: path)
  }

  private func visiblePaths(_ counts: [Int]) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        guard paths.count < visibleRows else { return paths }
        paths.append(IndexPath(item: item, section: section))
      }
    }
    return paths
  }

  private func recycle(_ cells: [any ReusableCell]) {
    for cell in cells {
      guard let identifier = identifierOfCell[ObjectIdentifier(cell)] else { continue }
      cell.reuseBag.dispose()
      pool[identifier, default: []].append(cell)
    }
  }
}
