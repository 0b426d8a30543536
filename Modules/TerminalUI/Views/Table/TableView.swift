import Bindings
import Foundation
import ReactiveCore

/// A scrolling list of rows in sections, pulled from a data source as `UITableView` does, and
/// bound by Bindings' binders (it is a `ListView`).
///
/// Only the rows in the viewport exist as cells: cells that scroll away go back to a pool per
/// reuse identifier (their `reuseBag` emptied) and are handed out again, so a list of a million
/// rows costs what the screen shows. A selected row is marked with "›" and shown reversed; the
/// arrows, Page Up/Down, Home and End move it and the viewport follows; Enter activates it.
/// Batch updates keep the selection on the same item when it moves, and keep the cells of rows
/// that stay.
public final class TableView: View, ListView {
  /// Where rows and cells come from. Setting it reloads (before the next frame, which a batch
  /// call made before then does not disturb).
  public var listDataSource: (any ListDataSource)? {
    didSet { reloadData() }
  }
  /// Whether the table is in a window.
  public var isAttached: Bool { window != nil }
  /// Lines per row (2 shows a cell's `detailText`).
  public var rowHeight: Int { didSet { reloadData() } }
  /// Shown when there is no row at all.
  public var placeholder: String { didSet { setNeedsDisplay() } }

  /// The row the selection is on, if there is any row (the keyboard's cursor: it stays when
  /// `deselectRow` hides the highlight).
  public internal(set) var selectedIndexPath: IndexPath?
  /// Whether `deselectRow` hid the highlight; the next key that moves or uses the selection, or
  /// `selectRow`, shows it again.
  public internal(set) var isSelectionHidden = false
  /// UIKit's editing mode: while on, capital K and J (Shift with the vim keys) move the selected
  /// row up and down, across sections too, and Backspace deletes it. The Delete key deletes
  /// either way, as swipe-to-delete does (Backspace outside editing is left to the screen: it
  /// goes back). The data source says which rows may be deleted or moved.
  public var isEditing = false
  /// UIKit's pull-to-refresh control (Up on the first row, or Ctrl-R, pulls); see
  /// `RefreshControl`.
  public var refreshControl: RefreshControl? {
    didSet {
      if oldValue !== refreshControl { oldValue?.table = nil }
      refreshControl?.table = self
      setNeedsLayout()
    }
  }
  /// Where the selection goes once the data shows a move the user asked for (a binder's move
  /// comes back through its data, later).
  var selectionAfterMove: IndexPath?
  /// The first content line in the viewport (headers, rows and footers are lines).
  public private(set) var firstVisibleLine = 0

  let selectionsInput: Signal<IndexPath, Never>.Observer
  /// Sends the newly selected row each time the user moves the selection.
  public let selections: Signal<IndexPath, Never>
  private let activationsInput: Signal<IndexPath, Never>.Observer
  /// Sends the selected row each time the user presses Enter on it.
  public let activations: Signal<IndexPath, Never>
  let deletionsInput: Signal<IndexPath, Never>.Observer
  /// Sends each row the user deletes (Delete on a row its data source lets go, or Backspace in
  /// editing mode),
  /// before the data source is told: remove it from the data, and the table follows.
  public let deletions: Signal<IndexPath, Never>
  let movesInput: Signal<(source: IndexPath, destination: IndexPath), Never>.Observer
  /// Sends each move the user asks for in editing mode (`destination` is where the row ends up),
  /// before the data source is told: move it in the data, and the table follows.
  public let moves: Signal<(source: IndexPath, destination: IndexPath), Never>
  private let displaysInput: Signal<(cell: TableViewCell, indexPath: IndexPath), Never>.Observer
  /// Sends each row that comes on screen with its configured cell, after the layout that shows
  /// it (UIKit's `willDisplay`): where "load the next page when the last row appears" goes. A
  /// data change made from here is applied on the next layout.
  public let displays: Signal<(cell: TableViewCell, indexPath: IndexPath), Never>

  private var pool = CellReusePool<TableViewCell>()
  private var visibleCells: [IndexPath: TableViewCell] = [:]
  private(set) var layout = TableLayout()
  /// The height of the last layout, to notice resizes.
  private var laidOutHeight: Int?
  /// Lines above the rows in the last layout: the refresh control's line while it refreshes.
  private var refreshLines = 0
  private(set) var needsReload = true
  var needsScrollToSelection = false
  private var visibleTitles: [(line: Int, text: String, isHeader: Bool)] = []

  /// The UITableView-style calls of the open `beginUpdates()`/`endUpdates()` (see
  /// `TableView+BatchCalls.swift`), and how deeply they nest.
  var pendingBatch = PendingBatch()

  /// Told when the user chooses a row (UIKit's delegate; `activations` says the same).
  public weak var delegate: (any TableViewDelegate)?

  /// Told why a UITableView-style batch (`insertRows`, `endUpdates`...) broke UITableView's rules
  /// (where UIKit would raise an exception); the table then reloads instead, so the screen shows
  /// the data source's rows either way.
  public var onInconsistentUpdate: ((String) -> Void)?

  /// How many cells the table has created in all (for tests and benchmarks of reuse).
  public var createdCellCount: Int { pool.createdCount }

  /// Creates an empty table.
  public init(rowHeight: Int = 1, placeholder: String = "") {
    self.rowHeight = max(1, rowHeight)
    self.placeholder = placeholder
    (selections, selectionsInput) = Signal<IndexPath, Never>.pipe()
    (activations, activationsInput) = Signal<IndexPath, Never>.pipe()
    (displays, displaysInput) = Signal<(cell: TableViewCell, indexPath: IndexPath), Never>.pipe()
    (deletions, deletionsInput) = Signal<IndexPath, Never>.pipe()
    (moves, movesInput) = Signal<(source: IndexPath, destination: IndexPath), Never>.pipe()
    super.init()
    growsToFill = true
  }

  deinit {
    selectionsInput.sendCompleted()
    activationsInput.sendCompleted()
    displaysInput.sendCompleted()
    deletionsInput.sendCompleted()
    movesInput.sendCompleted()
    for cell in visibleCells.values { cell.reuseBag.dispose() }
  }

  /// The cells on screen now, by index path.
  public var cellsOnScreen: [IndexPath: TableViewCell] { visibleCells }

  /// The first row, on screen or not, whose cell as the data source configures it satisfies
  /// `predicate`.
  public func firstRow(where predicate: (TableViewCell) -> Bool) -> IndexPath? {
    loadIfNeeded()
    for position in 0..<layout.rowCount {
      guard let path = layout.indexPath(ofFlatIndex: position) else { continue }
      if let cell = visibleCells[path] {
        if predicate(cell) { return path }
        continue
      }
      guard let cell = askCell(path) else { return nil }
      let matches = predicate(cell)
      recycle([cell])
      if matches { return path }
    }
    return nil
  }

  // MARK: ListView

  /// Registers `cellType` (a `TableViewCell`) for `identifier`.
  public func register(_ cellType: any ReusableCell.Type, forReuseIdentifier identifier: String) {
    precondition(cellType is TableViewCell.Type, "a TableView shows TableViewCell subclasses, not \(cellType)")
    pool.register(cellType, for: identifier)
  }

  /// Whether a cell type is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { pool.isRegistered(identifier) }

  /// A pooled cell (its bag emptied) or a new one of the type registered for `identifier`, as
  /// UIKit's call returns it: a `TableViewCell` (cast it to your subclass, or set its `text`).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
    guard let cell = dequeueListCell(withIdentifier: identifier, for: indexPath) as? TableViewCell else {
      preconditionFailure("a TableView's cells are TableViewCells; \(identifier) is registered with another type")
    }
    return cell
  }

  /// `ListView`'s form of `dequeueReusableCell(withIdentifier:for:)`, for binders that serve any
  /// list view (a table's cell is a `TableViewCell` either way).
  @_disfavoredOverload
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> any ReusableCell {
    dequeueListCell(withIdentifier: identifier, for: indexPath)
  }

  private func dequeueListCell(withIdentifier identifier: String, for indexPath: IndexPath) -> any ReusableCell {
    pool.dequeue(identifier, host: self)
  }

  /// Forgets every row and asks the data source again before the next frame.
  public func reloadData() {
    recycle(Array(visibleCells.values))
    visibleCells = [:]
    needsReload = true
    setNeedsLayout()
  }

  /// Learns the new counts and keeps the cells of rows that stay, at their new places; the
  /// selection follows its row (or stays at its place when the row is deleted).
  public func performBatchUpdates(_ update: ListBatchUpdate, animation: RowAnimation) {
    guard !needsReload else { return }
    let origins = RowOrigins(update)
    visibleCells = pool.keepCells(visibleCells, through: update)
    let oldSelection = selectedIndexPath.map { (path: $0, flat: layout.flatIndex(of: $0)) }
    layout = TableLayout(askSectionsOf: self, rowHeight: rowHeight)
    selectedIndexPath = layout.selection(after: origins, from: oldSelection)
    _ = takeSelectionAfterMove()
    needsScrollToSelection = true
    setNeedsLayout()
  }

  /// Asks the data source again for the visible cells among `indexPaths`.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let source = listDataSource else { return }
    for path in indexPaths {
      guard let old = visibleCells[path] else { continue }
      let cell = source.listView(self, cellForItemAt: path) as? TableViewCell
      if let cell, cell !== old {
        recycle([old])
        visibleCells[path] = cell
      }
    }
    setNeedsLayout()
  }

  override public var canBecomeFocused: Bool { true }

  override public func handle(_ key: Key) -> Bool {
    let page = max(1, frame.size.height / rowHeight - 1)
    switch key {
    case .up, .character("k"):
      if let refreshControl, isAtTop { refreshControl.pull() } else { moveSelection(by: -1) }
    case .control("r"):
      guard let refreshControl else { return false }
      refreshControl.pull()
    case .down, .character("j"): moveSelection(by: 1)
    case .pageUp: moveSelection(by: -page)
    case .pageDown: moveSelection(by: page)
    case .home: moveSelection(by: Int.min / 2)
    case .end: moveSelection(by: Int.max / 2)
    case .delete: return deleteSelectedRow()
    case .backspace where isEditing: return deleteSelectedRow()
    case .character("K") where isEditing: moveSelectedRow(by: -1)
    case .character("J") where isEditing: moveSelectedRow(by: 1)
    case .enter:
      guard let selectedIndexPath else { return false }
      showSelection()
      delegate?.tableView(self, didSelectRowAt: selectedIndexPath)
      activationsInput.send(value: selectedIndexPath)
    default: return false
    }
    return true
  }

  // MARK: Layout and drawing

  override public func preferredSize(in available: Size) -> Size {
    loadIfNeeded()
    return Size(width: available.width, height: min(available.height, max(1, layout.lineCount)))
  }

  override public func layoutSubviews() {
    loadIfNeeded()
    refreshLines = refreshControl?.isRefreshing == true ? min(1, frame.size.height) : 0
    let height = frame.size.height - refreshLines
    // A new height (the terminal shrank or grew) keeps the selected row in view at once.
    if laidOutHeight != height {
      laidOutHeight = height
      needsScrollToSelection = true
    }
    if needsScrollToSelection, let selectedIndexPath {
      needsScrollToSelection = false
      let line = layout.line(of: selectedIndexPath)
      if line < firstVisibleLine { firstVisibleLine = line }
      if line + rowHeight > firstVisibleLine + height { firstVisibleLine = line + rowHeight - height }
      // Show a section's header when scrolling up to its first row.
      if selectedIndexPath.item == 0, layout.sections[selectedIndexPath.section].header != nil,
        line - 1 < firstVisibleLine
      {
        firstVisibleLine = max(0, line - 1)
      }
    }
    firstVisibleLine = max(0, min(firstVisibleLine, layout.lineCount - height))
    let shown = layout.contents(lines: firstVisibleLine..<(firstVisibleLine + height))
    var onScreen: [IndexPath: TableViewCell] = [:]
    var appeared: [(cell: TableViewCell, indexPath: IndexPath)] = []
    for (path, line) in shown.rows {
      guard let cell = visibleCells[path] ?? askCell(path) else { continue }
      onScreen[path] = cell
      if visibleCells[path] !== cell { appeared.append((cell, path)) }
      let top = frame.minY + refreshLines + line - firstVisibleLine
      cell.frame = Rect(x: frame.minX + 2, y: top, width: frame.size.width - 2, height: rowHeight)
        .intersection(frame)
      cell.isSelected = path == selectedIndexPath && !isSelectionHidden
      cell.layoutIfNeeded()
    }
    recycle(visibleCells.filter { onScreen[$0.key] !== $0.value }.map(\.value))
    visibleCells = onScreen
    visibleTitles = shown.titles
    // Told after the layout is whole, so a subscriber that changes the data cannot disturb it.
    for row in appeared { displaysInput.send(value: row) }
  }

  override public func draw(in canvas: inout Canvas) {
    if refreshLines > 0, let refreshControl {
      let line = "↻ " + refreshControl.title.terminalSafe
      canvas.draw(line.truncated(toWidth: frame.size.width), at: frame.origin, style: .dim, clip: frame)
    }
    let contentOrigin = Point(x: frame.minX, y: frame.minY + refreshLines)
    if layout.rowCount == 0, layout.lineCount == 0 {
      canvas.draw(placeholder.truncated(toWidth: frame.size.width), at: contentOrigin, style: .dim, clip: frame)
      return
    }
    for title in visibleTitles {
      let y = contentOrigin.y + title.line - firstVisibleLine
      canvas.draw(
        title.text.terminalSafe.truncated(toWidth: frame.size.width), at: Point(x: frame.minX, y: y),
        style: title.isHeader ? .bold : .dim, clip: frame)
    }
    for cell in visibleCells.values { cell.render(into: &canvas) }
  }

  override public func drawOverlay(in canvas: inout Canvas) {
    guard let selectedIndexPath, !isSelectionHidden, let cell = visibleCells[selectedIndexPath] else { return }
    let row = Rect(x: frame.minX, y: cell.frame.minY, width: frame.size.width, height: cell.frame.size.height)
    canvas.draw("›", at: row.origin, style: .bold, clip: frame)
    if isFocused { canvas.applyStyle(.reversed, to: row) } else { canvas.applyStyle(.bold, to: row) }
  }

  // MARK: Private

  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    layout = TableLayout(askSectionsOf: self, rowHeight: rowHeight)
    if takeSelectionAfterMove() { return }
    if let selected = selectedIndexPath, layout.contains(selected) { return }
    let flat = selectedIndexPath.map { min($0.item, max(0, layout.rowCount - 1)) } ?? 0
    selectedIndexPath = layout.indexPath(ofFlatIndex: flat)
    needsScrollToSelection = true
  }

  private func askCell(_ path: IndexPath) -> TableViewCell? {
    guard let source = listDataSource else { return nil }
    guard let cell = source.listView(self, cellForItemAt: path) as? TableViewCell else {
      preconditionFailure("a TableView's data source must return TableViewCells")
    }
    return cell
  }

  private func recycle(_ cells: [TableViewCell]) {
    pool.recycle(cells)
  }
}
