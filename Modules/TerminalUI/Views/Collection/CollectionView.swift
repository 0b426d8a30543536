import Bindings
import Foundation
import ReactiveCore

/// A scrolling grid of items in sections, pulled from a data source as `UICollectionView` does
/// with a flow layout, and bound by Bindings' binders (it is a `ListView`, so the same
/// `bind(to:cellType:)`, diffable data sources and snapshots work on it as on a table).
///
/// Only the items in the viewport exist as cells: cells that scroll away go back to a pool per
/// reuse identifier (their `reuseBag` emptied) and are handed out again. The selected item is
/// shown reversed; the arrows move it (Left and Right along the items, Up and Down a line of
/// the grid, across sections), Page Up/Down, Home and End too, and the viewport follows; Enter
/// chooses it. Batch updates keep the cells of items that stay and the selection on its item.
public final class CollectionView: View, ListView {
  /// Where items and cells come from. Setting it reloads.
  public var listDataSource: (any ListDataSource)? {
    didSet { reloadData() }
  }
  /// Whether the collection view is in a window.
  public var isAttached: Bool { window != nil }
  /// How items are placed (UIKit's `collectionViewLayout`). Setting one lays out again.
  public var collectionViewLayout: CollectionViewFlowLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutChanged()
    }
  }
  /// Shown when there is no item at all.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// Told when the user chooses an item (UIKit's delegate; `activations` says the same).
  public weak var delegate: (any CollectionViewDelegate)?

  /// The item the selection is on, if there is any item.
  public internal(set) var selectedIndexPath: IndexPath?
  /// The first content line in the viewport.
  public private(set) var firstVisibleLine = 0

  private let selectionsInput: Signal<IndexPath, Never>.Observer
  /// Sends the newly selected item each time the user moves the selection.
  public let selections: Signal<IndexPath, Never>
  private let activationsInput: Signal<IndexPath, Never>.Observer
  /// Sends the selected item each time the user presses Enter on it.
  public let activations: Signal<IndexPath, Never>
  private let displaysInput: Signal<(cell: CollectionViewCell, indexPath: IndexPath), Never>.Observer
  /// Sends each item that comes on screen with its configured cell, after the layout that shows
  /// it (UIKit's `willDisplay`).
  public let displays: Signal<(cell: CollectionViewCell, indexPath: IndexPath), Never>

  private var pool = CellReusePool<CollectionViewCell>()
  private var visibleCells: [IndexPath: CollectionViewCell] = [:]
  private(set) var layout = CollectionLayout()
  private var laidOutSize: Size?
  private(set) var needsReload = true
  private var needsScrollToSelection = false
  private var visibleTitles: [(line: Int, text: String)] = []
  /// The UIKit-style calls of the open `performBatchUpdates(_:completion:)` (see
  /// `CollectionView+BatchCalls.swift`).
  var pendingBatch = PendingBatch()

  /// Told why a UIKit-style batch (`insertItems`, `deleteItems`…) did not add up (where UIKit
  /// raises an exception); the collection view reloads instead.
  public var onInconsistentUpdate: ((String) -> Void)?

  /// How many cells the collection view has created in all (for tests of reuse).
  public var createdCellCount: Int { pool.createdCount }

  /// Creates an empty collection view placing items with `layout` (UIKit's
  /// `init(frame:collectionViewLayout:)`).
  public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) {
    collectionViewLayout = layout
    placeholder = ""
    (selections, selectionsInput) = Signal<IndexPath, Never>.pipe()
    (activations, activationsInput) = Signal<IndexPath, Never>.pipe()
    (displays, displaysInput) = Signal<(cell: CollectionViewCell, indexPath: IndexPath), Never>.pipe()
    super.init()
    self.frame = frame
    growsToFill = true
    layout.collectionView = self
  }

  deinit {
    selectionsInput.sendCompleted()
    activationsInput.sendCompleted()
    displaysInput.sendCompleted()
    for cell in visibleCells.values { cell.reuseBag.dispose() }
  }

  /// The cells on screen now, by index path.
  public var cellsOnScreen: [IndexPath: CollectionViewCell] { visibleCells }

  /// The cells on screen now (UIKit's `visibleCells`).
  public var visibleCellsOnScreen: [CollectionViewCell] { Array(visibleCells.values) }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { visibleCells.keys.sorted() }

  /// The cell of the item at `indexPath`, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visibleCells[indexPath] }

  /// The sections the data source reports (as laid out).
  public var numberOfSections: Int {
    loadIfNeeded()
    return layout.sections.count
  }

  /// The items `section` has (as laid out).
  public func numberOfItems(inSection section: Int) -> Int {
    loadIfNeeded()
    return section < layout.sections.count ? layout.sections[section].itemCount : 0
  }

  /// How many items fit one line of the grid at the current width.
  public var columns: Int {
    loadIfNeeded()
    return layout.columns
  }

  // MARK: Selection (UIKit's names)

  /// The selected item, as UIKit's list of them.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPath.map { [$0] } }

  /// Moves the selection to `indexPath` (nothing if there is no such item) and scrolls to it.
  public func selectItem(at indexPath: IndexPath?, animated: Bool = false) {
    loadIfNeeded()
    guard let indexPath, layout.contains(indexPath) else { return }
    selectedIndexPath = indexPath
    needsScrollToSelection = true
    setNeedsLayout()
  }

  /// Scrolls so the item at `indexPath` shows.
  public func scrollToItem(at indexPath: IndexPath, animated: Bool = false) {
    selectItem(at: indexPath, animated: animated)
  }

  // MARK: ListView

  /// Registers `cellType` (a `CollectionViewCell`) for `identifier`.
  public func register(_ cellType: any ReusableCell.Type, forReuseIdentifier identifier: String) {
    precondition(
      cellType is CollectionViewCell.Type, "a CollectionView shows CollectionViewCell subclasses, not \(cellType)")
    pool.register(cellType, for: identifier)
  }

  /// UIKit's name for `register(_:forReuseIdentifier:)`.
  public func register(_ cellType: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
    register(cellType as any ReusableCell.Type, forReuseIdentifier: identifier)
  }

  /// Whether a cell type is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { pool.isRegistered(identifier) }

  /// A pooled cell (its bag emptied) or a new one of the type registered for `identifier`
  /// (UIKit's name).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let cell = dequeueListCell(withIdentifier: identifier, for: indexPath) as? CollectionViewCell else {
      preconditionFailure(
        "a CollectionView's cells are CollectionViewCells; \(identifier) is registered with another type")
    }
    return cell
  }

  /// `ListView`'s form of `dequeueReusableCell(withReuseIdentifier:for:)`, for binders.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> any ReusableCell {
    dequeueListCell(withIdentifier: identifier, for: indexPath)
  }

  private func dequeueListCell(withIdentifier identifier: String, for indexPath: IndexPath) -> any ReusableCell {
    pool.dequeue(identifier, host: self)
  }

  /// Forgets every item and asks the data source again before the next frame.
  public func reloadData() {
    recycle(Array(visibleCells.values))
    visibleCells = [:]
    needsReload = true
    setNeedsLayout()
  }

  /// Learns the new counts and keeps the cells of items that stay, at their new places; the
  /// selection follows its item (or stays at its place when the item is deleted).
  public func performBatchUpdates(_ update: ListBatchUpdate, animation: RowAnimation) {
    guard !needsReload else { return }
    let origins = RowOrigins(update)
    visibleCells = pool.keepCells(visibleCells, through: update)
    let oldSelection = selectedIndexPath.map { (path: $0, flat: layout.flatIndex(of: $0)) }
    layout = CollectionLayout(askSectionsOf: self, width: frame.size.width)
    selectedIndexPath = layout.selection(after: origins, from: oldSelection)
    needsScrollToSelection = true
    setNeedsLayout()
  }

  /// Asks the data source again for the visible cells among `indexPaths`.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let source = listDataSource else { return }
    for path in indexPaths {
      guard let old = visibleCells[path] else { continue }
      if let cell = source.listView(self, cellForItemAt: path) as? CollectionViewCell, cell !== old {
        recycle([old])
        visibleCells[path] = cell
      }
    }
    setNeedsLayout()
  }

  /// The layout's settings changed: lay out again.
  func layoutChanged() {
    needsReload = true
    setNeedsLayout()
  }

  // MARK: Keys

  override public var canBecomeFocused: Bool { true }

  override public func handle(_ key: Key) -> Bool {
    loadIfNeeded()
    let pageLines = max(1, frame.size.height / max(1, layout.itemSize.height + layout.lineSpacing) - 1)
    switch key {
    case .left, .character("h"): moveSelection { layout.indexPath(ofFlatIndex: layout.flatIndex(of: $0) - 1) }
    case .right, .character("l"): moveSelection { layout.indexPath(ofFlatIndex: layout.flatIndex(of: $0) + 1) }
    case .up, .character("k"): moveSelection { layout.indexPath(movingLines: -1, from: $0) }
    case .down, .character("j"): moveSelection { layout.indexPath(movingLines: 1, from: $0) }
    case .pageUp:
      moveSelection { layout.indexPath(movingLines: -pageLines, from: $0) ?? layout.indexPath(ofFlatIndex: 0) }
    case .pageDown:
      moveSelection {
        layout.indexPath(movingLines: pageLines, from: $0) ?? layout.indexPath(ofFlatIndex: layout.itemCount - 1)
      }
    case .home: moveSelection { _ in layout.indexPath(ofFlatIndex: 0) }
    case .end: moveSelection { _ in layout.indexPath(ofFlatIndex: layout.itemCount - 1) }
    case .enter:
      guard let selectedIndexPath else { return false }
      delegate?.collectionView(self, didSelectItemAt: selectedIndexPath)
      activationsInput.send(value: selectedIndexPath)
    default: return false
    }
    return true
  }

  private func moveSelection(_ next: (IndexPath) -> IndexPath?) {
    guard let current = selectedIndexPath, let target = next(current), target != current else { return }
    selectedIndexPath = target
    needsScrollToSelection = true
    setNeedsLayout()
    selectionsInput.send(value: target)
  }

  // MARK: Layout and drawing

  override public func preferredSize(in available: Size) -> Size {
    if layout.columns != collectionViewLayout.columns(inWidth: available.width) { needsReload = true }
    loadIfNeeded(width: available.width)
    return Size(width: available.width, height: min(available.height, max(1, layout.lineCount)))
  }

  override public func layoutSubviews() {
    if laidOutSize != frame.size {
      laidOutSize = frame.size
      if layout.columns != collectionViewLayout.columns(inWidth: frame.size.width) { needsReload = true }
      needsScrollToSelection = true
    }
    loadIfNeeded()
    let height = frame.size.height
    if needsScrollToSelection, let selectedIndexPath, layout.contains(selectedIndexPath) {
      needsScrollToSelection = false
      let line = layout.origin(of: selectedIndexPath).line
      if line < firstVisibleLine { firstVisibleLine = line }
      if line + layout.itemSize.height > firstVisibleLine + height {
        firstVisibleLine = line + layout.itemSize.height - height
      }
      let section = layout.sections[selectedIndexPath.section]
      if selectedIndexPath.item < layout.columns, section.title != nil, section.firstLine < firstVisibleLine {
        firstVisibleLine = section.firstLine
      }
    }
    firstVisibleLine = max(0, min(firstVisibleLine, layout.lineCount - height))
    let shown = layout.contents(lines: firstVisibleLine..<(firstVisibleLine + height))
    var onScreen: [IndexPath: CollectionViewCell] = [:]
    var appeared: [(cell: CollectionViewCell, indexPath: IndexPath)] = []
    for (path, line, column) in shown.items {
      guard let cell = visibleCells[path] ?? askCell(path) else { continue }
      onScreen[path] = cell
      if visibleCells[path] !== cell { appeared.append((cell, path)) }
      cell.frame = Rect(
        x: frame.minX + column, y: frame.minY + line - firstVisibleLine, width: layout.itemSize.width,
        height: layout.itemSize.height
      ).intersection(frame)
      cell.isSelected = path == selectedIndexPath
      cell.layoutIfNeeded()
    }
    recycle(visibleCells.filter { onScreen[$0.key] !== $0.value }.map(\.value))
    visibleCells = onScreen
    visibleTitles = shown.titles
    for item in appeared { displaysInput.send(value: item) }
  }

  override public func draw(in canvas: inout Canvas) {
    if layout.itemCount == 0, layout.lineCount == 0 {
      canvas.draw(placeholder.truncated(toWidth: frame.size.width), at: frame.origin, style: .dim, clip: frame)
      return
    }
    for title in visibleTitles {
      canvas.draw(
        title.text.terminalSafe.truncated(toWidth: frame.size.width),
        at: Point(x: frame.minX, y: frame.minY + title.line - firstVisibleLine), style: .bold, clip: frame)
    }
    for cell in visibleCells.values { cell.render(into: &canvas) }
  }

  override public func drawOverlay(in canvas: inout Canvas) {
    guard let selectedIndexPath, let cell = visibleCells[selectedIndexPath] else { return }
    canvas.applyStyle(isFocused ? .reversed : .bold, to: cell.frame)
  }

  // MARK: Private

  private func loadIfNeeded(width: Int? = nil) {
    guard needsReload else { return }
    needsReload = false
    recycle(Array(visibleCells.values))
    visibleCells = [:]
    layout = CollectionLayout(askSectionsOf: self, width: width ?? frame.size.width)
    if let selected = selectedIndexPath, layout.contains(selected) { return }
    let flat = selectedIndexPath.map { min($0.item, max(0, layout.itemCount - 1)) } ?? 0
    selectedIndexPath = layout.indexPath(ofFlatIndex: flat)
    needsScrollToSelection = true
  }

  private func askCell(_ path: IndexPath) -> CollectionViewCell? {
    guard let source = listDataSource else { return nil }
    guard let cell = source.listView(self, cellForItemAt: path) as? CollectionViewCell else {
      preconditionFailure("a CollectionView's data source must return CollectionViewCells")
    }
    return cell
  }

  private func recycle(_ cells: [CollectionViewCell]) {
    pool.recycle(cells)
  }
}
