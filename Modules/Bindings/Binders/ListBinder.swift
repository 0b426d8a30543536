import Foundation
import ReactiveCore

/// The data source between a stream of collections and a list view: it holds the current
/// sections, answers the list view's questions, and turns each new collection into the right
/// batch update (or a reload).
///
/// The first collection reloads. Later ones apply their changeset as one batch update; it
/// reloads instead when the list view is not attached, when no changeset is known, or when the
/// changeset does not add up against the current counts (it never hands a list view an
/// inconsistent batch).
///
/// Open for subclassing, as Bond's binder data sources are: override `titleForHeader(inSection:)`
/// and `titleForFooter(inSection:)` for section titles.
@MainActor
open class ListBinder<Metadata, Item>: ListDataSource {
  /// A section of the bound list.
  public typealias Section = ListSection<Metadata, Item>
  /// Makes the configured cell for the row at an index path, given the current content.
  public typealias CellFactory =
    @MainActor (
      _ sections: ListContent<Metadata, Item>, _ indexPath: IndexPath, _ listView: any ListView
    ) -> any ReusableCell

  /// What the list view shows now.
  public private(set) var sections = ListContent<Metadata, Item>()
  /// Whether batch updates animate.
  public var animated: Bool
  /// How animated rows appear and disappear.
  public var rowAnimation: RowAnimation
  /// Called when a changeset did not match the current content (the binder reloaded instead).
  public var onInconsistentChangeset: ((String) -> Void)?

  /// Makes the cells; set at init, or by the binding for binders made without one (Bond's shape).
  var createCell: CellFactory
  /// The list view this binder is the data source of, while attached.
  public private(set) weak var listView: (any ListView)?
  private var hasContent = false
  private var cellsHandedOut: [ObjectIdentifier: WeakCell] = [:]

  /// Creates a binder that makes cells with `createCell`.
  public init(animated: Bool = true, rowAnimation: RowAnimation = .automatic, createCell: @escaping CellFactory) {
    self.animated = animated
    self.rowAnimation = rowAnimation
    self.createCell = createCell
  }

  /// Makes this binder the data source of `listView`.
  open func attach(to listView: any ListView) {
    self.listView = listView
    listView.listDataSource = self
  }

  /// Unbinds: empties the dispose bag of every cell this binder configured, leaves the list view
  /// without a data source, and reloads it (empty).
  open func detach() {
    emptyBagsOfCellsHandedOut()
    if let listView, listView.listDataSource === self {
      listView.listDataSource = nil
      listView.reloadData()
    }
    listView = nil
  }

  /// Shows `newSections`, which `changeset` (if known) leads to from the current sections.
  open func update(to newSections: [Section], changeset: SectionedChangeset<Metadata, Item>?) {
    update(to: newSections, changeset: changeset, reconfiguring: [])
  }

  /// `update(to:changeset:)`, also reconfiguring the rows at `reconfigured` (new index paths)
  /// after the batch.
  func update(
    to newSections: [Section], changeset: SectionedChangeset<Metadata, Item>?, reconfiguring reconfigured: [IndexPath]
  ) {
    let problem = changeset.flatMap { changeset in
      hasContent
        ? Self.inconsistency(of: changeset, oldCounts: sections.counts, newCounts: newSections.map { $0.items.count })
        : nil
    }
    guard let changeset, hasContent, problem == nil else {
      if let problem { onInconsistentChangeset?(problem) }
      sections = ListContent(newSections)
      present(nil, reconfiguring: [])
      return
    }
    sections.update(to: newSections, by: changeset)
    present(changeset, reconfiguring: reconfigured)
  }

  /// Applies `changeset` to what is shown and shows the result: in time that depends on the size
  /// of the change, not of the list. A changeset that does not fit is reported and ignored.
  open func apply(_ changeset: SectionedChangeset<Metadata, Item>) {
    if let problem = Self.inconsistency(of: changeset, oldCounts: sections.counts, newCounts: nil) {
      onInconsistentChangeset?(problem)
      listView?.reloadData()
      return
    }
    sections.apply(changeset)
    present(hasContent ? changeset : nil, reconfiguring: [])
  }

  /// Tells the list view about content that already changed, by `changeset` (a batch) or in a
  /// way it cannot follow (`nil`: a reload). Detached views and the first content reload.
  private func present(_ changeset: SectionedChangeset<Metadata, Item>?, reconfiguring reconfigured: [IndexPath]) {
    guard let listView, listView.listDataSource === self else { return }
    guard hasContent, listView.isAttached, let changeset else {
      hasContent = true
      listView.reloadData()
      return
    }
    let batch = ListBatchUpdate(changeset)
    if !batch.isEmpty { listView.performBatchUpdates(batch, animation: animated ? rowAnimation : .none) }
    // A row that moved and changed cannot be reloaded in the same batch: configure it after.
    let movedSources = Set(changeset.itemMoves.map { $0.source })
    let movedAndChanged = changeset.itemUpdates.filter { movedSources.contains($0.source) }.map { $0.destination }
    let toReconfigure = movedAndChanged + reconfigured
    if !toReconfigure.isEmpty { listView.reconfigureItems(at: toReconfigure) }
  }

  /// The title above `section`; `nil` unless a subclass says otherwise.
  open func titleForHeader(inSection section: Int) -> String? { nil }

  /// The title below `section`; `nil` unless a subclass says otherwise.
  open func titleForFooter(inSection section: Int) -> String? { nil }

  /// Whether the user may delete the row at `indexPath`; yes unless a subclass says otherwise.
  /// The binder only answers: whoever observes the list view's deletions changes the data.
  open func canEditItem(at indexPath: IndexPath) -> Bool { true }

  /// Whether the user may move the row at `indexPath`; yes unless a subclass says otherwise.
  open func canMoveItem(at indexPath: IndexPath) -> Bool { true }

  // MARK: ListDataSource

  /// The number of current sections.
  public func numberOfSections(in listView: any ListView) -> Int { sections.count }

  /// The number of rows of a current section.
  public func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
    sections[section].items.count
  }

  /// The cell the cell factory makes for the row (the binder remembers it, to empty its bag
  /// when unbound).
  public func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ReusableCell {
    let cell = createCell(sections, indexPath, listView)
    cellsHandedOut[ObjectIdentifier(cell)] = WeakCell(cell)
    if cellsHandedOut.count > 256, cellsHandedOut.count.isMultiple(of: 64) {
      cellsHandedOut = cellsHandedOut.filter { $0.value.cell != nil }
    }
    return cell
  }

  /// `titleForHeader(inSection:)`.
  public func listView(_ listView: any ListView, titleForHeaderInSection section: Int) -> String? {
    titleForHeader(inSection: section)
  }

  /// `titleForFooter(inSection:)`.
  public func listView(_ listView: any ListView, titleForFooterInSection section: Int) -> String? {
    titleForFooter(inSection: section)
  }

  /// `canEditItem(at:)`.
  public func listView(_ listView: any ListView, canEditItemAt indexPath: IndexPath) -> Bool {
    canEditItem(at: indexPath)
  }

  /// `canMoveItem(at:)`.
  public func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
    canMoveItem(at: indexPath)
  }

  // Runs on the main actor (where the cells live), whichever thread releases the binder last.
  isolated deinit {
    emptyBagsOfCellsHandedOut()
  }

  private func emptyBagsOfCellsHandedOut() {
    for entry in cellsHandedOut.values { entry.cell?.reuseBag.dispose() }
    cellsHandedOut = [:]
  }
}

/// A cell held weakly: the binder must not keep rows alive, only reach their bags.
private struct WeakCell {
  weak var cell: (any ReusableCell)?
  init(_ cell: any ReusableCell) { self.cell = cell }
}
