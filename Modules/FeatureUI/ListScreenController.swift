import Bindings
import FeatureKit
import ReactiveCore
import TerminalUI

/// The screen every list feature shows, bound the same way everywhere: optional views above the
/// list (a search field), the table, optional views under it (a field to add a row), a spinner
/// saying what loads or saves, the status line (counts, or the failure in red with "r to
/// retry"), and the key hints. `r` runs `reload` (retry after a failure, or refresh), Enter
/// on a row calls `didChoose(row:)` and Delete on a row `didDelete(row:)`.
///
/// The table has the focus and handles its own keys first (↑↓ and `k`/`j`, PgUp, PgDn, Home,
/// End, Enter, Delete), so those never reach `handle(_:)`: act on them in `didChoose(row:)` and
/// `didDelete(row:)`. Any other key (Space, another letter) comes to `handle(_:)`.
///
/// Subclass it, as `UITableViewController` is subclassed: pass the table (its row height and
/// cells are the feature's), in `viewDidLoad()` bind the rows with `bindRows(_:configure:)`, the
/// status with `bindStatus(_:)` and a paged list's loading with `bindPaging(of:send:)`,
/// report the chosen row from `didChoose(row:)`, and remove a row from `didDelete(row:)` if the
/// feature lets the user remove rows.
open class ListScreenController: ViewController {
  /// The list.
  public let table: TableView
  /// The search field above the list, if the screen was made with a `search`.
  public let searchField: TextField?
  private let header: [View]
  private let footer: [View]
  private let columnTitles: TableColumnTitles?
  private let spinner: Spinner
  /// What `r` does; `nil` leaves the key to others.
  public var reload: (@MainActor () -> Void)?
  /// What the screen does each time it appears (set by `bindPaging`).
  private var onAppear: (@MainActor () -> Void)?
  /// The widest the list is drawn (`nil`: the terminal's width), so that a short row's columns
  /// stay close on a wide terminal.
  private let maximumContentWidth: Int?

  /// Creates a list screen titled `title` showing `table` under `header` (and under
  /// `columnTitles`, if given) and above `footer`; the spinner turns on `scheduler` (the UI
  /// scheduler). With a `search`, a search field comes first (`searchField`; bind it with
  /// `bindSearch(_:)`).
  public init(
    title: String, table: TableView, search: ListSearch? = nil, header: [View] = [], footer: [View] = [],
    scheduler: DateScheduler, keyHints: [ScreenView.KeyHint], maximumContentWidth: Int? = nil,
    columnTitles: TableColumnTitles? = nil
  ) {
    self.table = table
    var searchRow: [View] = []
    if let search {
      let field = TextField(placeholder: search.placeholder)
      searchField = field
      searchRow = [StackView(.horizontal, spacing: 1, [Label(search.label, lineBreak: .truncate), field])]
    } else {
      searchField = nil
    }
    self.header = searchRow + header
    self.footer = footer
    self.columnTitles = columnTitles
    self.maximumContentWidth = maximumContentWidth
    spinner = Spinner(scheduler: scheduler)
    super.init(title: title, keyHints: keyHints)
  }

  override open func loadView() -> View {
    // Column titles sit right above the rows they name.
    let list =
      columnTitles.map { titles -> View in
        table.growsToFill = true
        return StackView(.vertical, [titles, table])
      } ?? table
    let stack = StackView(
      .vertical, spacing: header.isEmpty && footer.isEmpty ? 0 : 1, header + [list] + footer + [spinner])
    stack.maximumWidth = maximumContentWidth
    return stack
  }

  override open func viewDidLoad() {
    table.reactive.activatedRow.observeOnMainActor { [weak self] path in self?.didChoose(row: path.item) }
    table.deletions.observeOnMainActor { [weak self] path in self?.didDelete(row: path.item) }
  }

  /// Shows `status`: the spinner while it loads, the status line (red after a failure), the
  /// empty table's text.
  public func bindStatus(_ status: Property<ListScreenStatus>) {
    spinner.reactive.isAnimating <~ status.map { $0.loadingText != nil }.skipRepeats()
    spinner.reactive.title <~ status.map { $0.loadingText ?? "" }.skipRepeats()
    table.reactive.placeholder <~ status.map(\.emptyText).skipRepeats()
    reactive.status <~ status.map(\.statusText).skipRepeats()
    reactive.statusIsError <~ status.map(\.isFailed).skipRepeats()
    // After a failure, `r` retries: the field would take the key as text.
    searchField?.reactive.isEnabled <~ status.map { !$0.isFailed }.skipRepeats()
  }

  /// Sends each text typed in the search field to `send`, at every key (a view model applies it
  /// once typing pauses: FeatureKit's `Debounced`). While the status (`bindStatus(_:)`) reports
  /// a failure the field is disabled, so `r` reaches the screen and retries.
  public func bindSearch(_ send: @escaping @MainActor (String) -> Void) {
    searchField?.reactive.continuousTextValues.observeOnMainActor(send)
  }

  /// Binds `rows` to the table, each filled by `configure` as a fresh cell: a row being saved is
  /// dimmed and says so at its right ("adding…", "saving…"), so the user can tell it apart
  /// until the server has it.
  public func bindRows<Item>(
    _ rows: Property<[ListRow<Item>]>, configure: @escaping @MainActor (TableViewCell, Item) -> Void
  ) {
    rows.skipRepeats().bind(to: table, cellType: TableViewCell.self) { cell, row in
      // What the marks below change, as a fresh cell has it: `configure` may leave it alone.
      cell.textStyle = .plain
      cell.accessoryText = ""
      configure(cell, row.item)
      guard let saving = row.saving else { return }
      cell.textStyle = .dim
      cell.accessoryText = "\(saving.doing.lowercased())…"
    }
  }

  /// Loads `list`'s pages as every paged list screen does: the first page when the screen
  /// appears and nothing was asked yet, the next one as the selection comes near the end
  /// (`PagedList.Event.reached(row:)`), and `r` retries a failed page or refreshes
  /// (`.reload`); `send` sends the events to the view model.
  public func bindPaging<Item>(of list: Property<PagedList<Item>>, send: @escaping (PagedList<Item>.Event) -> Void) {
    table.reactive.selectedRow.observeOnMainActor { path in send(.reached(row: path.item)) }
    reload = { send(.reload) }
    onAppear = {
      if list.value.status == .initial { send(.fetch) }
    }
  }

  override open func viewWillAppear() {
    onAppear?()
  }

  /// The row selected now (flat index), if any: what a key the screen handles acts on.
  public var selectedRow: Int? { table.indexPathForSelectedRow?.item }

  /// The user pressed Enter on the row at `row` (flat index). The default does nothing.
  open func didChoose(row: Int) {}

  /// The user pressed Delete on the row at `row` (flat index): remove it from the data (a paged
  /// list's `.write(.remove(item))`), or leave it if this row cannot go. The table shows the
  /// data, so nothing changes on screen unless the data does. The default does nothing.
  open func didDelete(row: Int) {}

  override open func handle(_ key: Key) -> Bool {
    guard key == .character("r"), let reload else { return false }
    reload()
    return true
  }
}
