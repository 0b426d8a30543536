import Bindings
import Foundation

/// A laid-out list whose rows (or items) can also be counted flat, across sections: what a
/// table's and a collection view's layouts share for keeping the selection through a batch.
protocol FlatIndexedLayout {
  /// Rows of all sections.
  var flatCount: Int { get }
  /// Whether there is a row at `indexPath`.
  func contains(_ indexPath: IndexPath) -> Bool
  /// The row's place counting the rows of earlier sections.
  func flatIndex(of indexPath: IndexPath) -> Int
  /// The row at a flat place, if there is one.
  func indexPath(ofFlatIndex flat: Int) -> IndexPath?
}

extension FlatIndexedLayout {
  /// Where a selection goes in this (new) layout after a batch: with its row when the row stays,
  /// else to the row now at its old flat place (the last row if fewer remain); with no selection
  /// before, to the first row. `old` is the selected path and its flat place in the old layout.
  func selection(after origins: RowOrigins, from old: (path: IndexPath, flat: Int)?) -> IndexPath? {
    guard let old else { return indexPath(ofFlatIndex: 0) }
    let followed = origins.newIndexPath(ofRowAt: old.path).flatMap { contains($0) ? $0 : nil }
    return followed ?? indexPath(ofFlatIndex: min(old.flat, flatCount - 1))
  }
}

extension TableLayout: FlatIndexedLayout {
  var flatCount: Int { rowCount }
}

extension CollectionLayout: FlatIndexedLayout {
  var flatCount: Int { itemCount }
}
