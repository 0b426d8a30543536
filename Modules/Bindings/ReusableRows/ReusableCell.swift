import ReactiveCore

/// A row a list view creates once and then reuses for other items, as `UITableViewCell` is.
@MainActor
public protocol ReusableCell: AnyObject, ReactiveExtensionsProvider {
  /// Creates an empty cell; a list view calls it when no cell with `reuseIdentifier` is free.
  init(reuseIdentifier: String)

  /// Holds the bindings made while configuring the cell for one item. Binders empty it before
  /// the cell is configured for another item and when the list view is unbound or torn down, so
  /// those bindings never outlive the row. Use `cell.reactive.bag`.
  var reuseBag: DisposeBag { get }
}

@MainActor
extension Reactive where Base: ReusableCell {
  /// The cell's dispose bag for this row: emptied before reuse and when the list is unbound.
  public var bag: DisposeBag { base.reuseBag }
}
