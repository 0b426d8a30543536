import ReactiveCore

/// UIKit's `UIRefreshControl` for a `TableView` (set it as the table's `refreshControl`): the
/// user pulls to refresh by pressing Up on the first row (past the top, as a pull goes), or
/// Ctrl-R anywhere in the table. A pull starts refreshing and sends `valueChanges`; call
/// `endRefreshing()` when the new data is in. While refreshing, the table's top line shows
/// `title` and the rows move down one line.
@MainActor
public final class RefreshControl {
  /// Whether a refresh is under way (from a pull or `beginRefreshing()`).
  public private(set) var isRefreshing = false
  /// What the table's top line says while refreshing.
  public var title = "Refreshing…" {
    didSet { table?.setNeedsLayout() }
  }
  private let valueChangesInput: Signal<Void, Never>.Observer
  /// Sends each time the user pulls to refresh (UIKit's `.valueChanged`); not when
  /// `beginRefreshing()` is called from code, nor while a refresh is under way.
  public let valueChanges: Signal<Void, Never>
  /// The table showing the control (set by `TableView.refreshControl`).
  weak var table: TableView?

  /// A control that is not refreshing.
  public init() {
    (valueChanges, valueChangesInput) = Signal<Void, Never>.pipe()
  }

  deinit {
    valueChangesInput.sendCompleted()
  }

  /// Shows the refreshing line, as if the user had pulled (sends nothing).
  public func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    table?.setNeedsLayout()
  }

  /// Hides the refreshing line.
  public func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    table?.setNeedsLayout()
  }

  /// The user's pull: starts refreshing and tells `valueChanges`, unless already refreshing.
  func pull() {
    guard !isRefreshing else { return }
    beginRefreshing()
    valueChangesInput.send(value: ())
  }
}
