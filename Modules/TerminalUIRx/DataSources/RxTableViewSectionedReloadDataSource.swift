import ReactiveCoreRx
import TerminalUI

/// A data source fed by `tableView.rx.items(dataSource:)` (RxDataSources' protocol): it
/// receives each event of the bound sequence.
@MainActor
public protocol RxTableViewDataSourceType: AnyObject {
  /// What the bound sequence sends (an array of sections).
  associatedtype Element
  /// Handles one event of the bound sequence for `tableView`.
  func tableView(_ tableView: TableView, observedEvent: Event<Element>)
}

/// A sectioned data source that reloads the table for every new array of sections
/// (RxDataSources' `RxTableViewSectionedReloadDataSource`).
@MainActor
open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>: TableViewSectionedDataSource<Section>,
  RxTableViewDataSourceType
{
  /// Shows a new array of sections by reloading; an error is a programming error
  /// (`reportBindingError`).
  open func tableView(_ tableView: TableView, observedEvent: Event<[Section]>) {
    switch observedEvent {
    case let .next(sections): setSections(sections)
    case let .error(error): reportBindingError(error)
    case .completed: break
    }
  }
}
