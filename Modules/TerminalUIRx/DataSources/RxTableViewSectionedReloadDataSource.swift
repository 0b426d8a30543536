import ReactiveCoreRx
import TerminalUI

/// A data source fed by `tableView.rx.items(dataSource:)` (RxCocoa's protocol). RxDataSources'
/// sectioned data sources adopt it; so can a class of your own, next to `TableViewDataSource`:
///
///     final class NamesDataSource: NSObject, TableViewDataSource, RxTableViewDataSourceType {
///       private var names: [String] = []
///       func tableView(_ tableView: TableView, observedEvent: Event<[String]>) {
///         if case let .next(names) = observedEvent { self.names = names; tableView.reloadData() }
///       }
///       // numberOfRowsInSection, cellForRowAt read `names`
///     }
@MainActor
public protocol RxTableViewDataSourceType: AnyObject {
  /// What the bound sequence sends (an array of sections, or of rows).
  associatedtype Element
  /// Handles one element of the bound sequence for `tableView` (as in RxCocoa, only elements
  /// arrive: the binding keeps the last one shown when the source ends).
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
