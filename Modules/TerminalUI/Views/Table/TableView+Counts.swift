import Bindings
import Foundation

/// What the table knows of its rows: the counts it last learned from its data source.
extension TableView {
  /// How many rows `section` has, as the table last learned it.
  public func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    return section < layout.sections.count ? layout.sections[section].rowCount : 0
  }

  /// How many sections there are, as the table last learned it.
  public var numberOfSections: Int {
    loadIfNeeded()
    return layout.sections.count
  }

  /// How many rows there are in all sections, as the table last learned it.
  public var totalNumberOfRows: Int {
    loadIfNeeded()
    return layout.rowCount
  }

  /// The index path of the row at `position`, counting from 0 through every section.
  public func indexPath(forRowAt position: Int) -> IndexPath? {
    loadIfNeeded()
    return layout.indexPath(ofFlatIndex: position)
  }

  /// Whether the selection is on the first row (or there is none): where Up pulls to refresh.
  var isAtTop: Bool {
    loadIfNeeded()
    return layout.rowCount == 0 || selectedIndexPath.map(layout.flatIndex) == 0
  }
}
