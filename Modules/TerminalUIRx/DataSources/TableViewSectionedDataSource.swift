import Bindings
import Foundation
import TerminalUI

/// The data source of a sectioned table in RxDataSources' shape: closures make each row's cell
/// and each section's titles, and `sectionModels` holds what is shown. Use one of its Rx
/// subclasses with `tableView.rx.items(dataSource:)`: `RxTableViewSectionedReloadDataSource`
/// (every change reloads) or `RxTableViewSectionedAnimatedDataSource` (changes are diffed).
@MainActor
open class TableViewSectionedDataSource<Section: SectionModelType>: ListBinder<Section, Section.Item> {
  /// Makes the configured cell for an item (dequeue it from the table with
  /// `dequeueReusableCell(withIdentifier:for:)`).
  public typealias ConfigureCell =
    @MainActor (TableViewSectionedDataSource<Section>, TableView, IndexPath, Section.Item) -> TableViewCell
  /// The title above or below a section, if any.
  public typealias TitleForSection = @MainActor (TableViewSectionedDataSource<Section>, Int) -> String?
  /// Whether the user may delete (or, for the move closure, move) the row at an index path.
  public typealias RowPermission = @MainActor (TableViewSectionedDataSource<Section>, IndexPath) -> Bool

  /// Makes each row's cell; may be replaced before the data source is bound.
  open var configureCell: ConfigureCell
  /// The title above each section.
  open var titleForHeaderInSection: TitleForSection
  /// The title below each section.
  open var titleForFooterInSection: TitleForSection
  /// Whether the user may delete a row (Delete, or Backspace in editing mode; `rx.itemDeleted`
  /// reports it). No row unless replaced, as in RxDataSources.
  open var canEditRowAtIndexPath: RowPermission
  /// Whether the user may move a row in editing mode (`tableView.rx.itemMoved` reports it). No
  /// row unless replaced, as in RxDataSources.
  open var canMoveRowAtIndexPath: RowPermission
  /// The sections shown (the binder keeps each as its section's metadata; `self[section]` reads
  /// one without building the array).
  public var sectionModels: [Section] { sections.map(\.metadata) }

  /// A data source making cells with `configureCell` and titles with the title closures.
  public init(
    configureCell: @escaping ConfigureCell,
    titleForHeaderInSection: @escaping TitleForSection = { _, _ in nil },
    titleForFooterInSection: @escaping TitleForSection = { _, _ in nil },
    canEditRowAtIndexPath: @escaping RowPermission = { _, _ in false },
    canMoveRowAtIndexPath: @escaping RowPermission = { _, _ in false }
  ) {
    self.configureCell = configureCell
    self.titleForHeaderInSection = titleForHeaderInSection
    self.titleForFooterInSection = titleForFooterInSection
    self.canEditRowAtIndexPath = canEditRowAtIndexPath
    self.canMoveRowAtIndexPath = canMoveRowAtIndexPath
    let owner = DataSourceReference<Section>()
    super.init { sections, indexPath, listView in
      guard let dataSource = owner.dataSource, let table = listView as? TableView else {
        preconditionFailure("A TableViewSectionedDataSource serves TerminalUI's TableView")
      }
      return dataSource.configureCell(dataSource, table, indexPath, sections[indexPath.section].items[indexPath.item])
    }
    owner.dataSource = self
  }

  /// The section at `section`.
  public subscript(section: Int) -> Section {
    sections[section].metadata
  }

  /// The item at `indexPath`.
  public subscript(indexPath: IndexPath) -> Section.Item {
    sections[indexPath.section].items[indexPath.item]
  }

  /// The item at `indexPath`, or an error saying the index path is outside the sections.
  public func model(at indexPath: IndexPath) throws -> Any {
    guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].items.count
    else { throw DataSourceError.outOfBounds(indexPath: indexPath) }
    return self[indexPath]
  }

  /// Shows `sections`, reloading the table.
  open func setSections(_ sections: [Section]) {
    update(to: sections.map { ListSection($0, items: $0.items) }, changeset: nil)
  }

  /// `titleForHeaderInSection`'s answer.
  override open func titleForHeader(inSection section: Int) -> String? {
    titleForHeaderInSection(self, section)
  }

  /// `titleForFooterInSection`'s answer.
  override open func titleForFooter(inSection section: Int) -> String? {
    titleForFooterInSection(self, section)
  }

  /// `canEditRowAtIndexPath`'s answer.
  override open func canEditItem(at indexPath: IndexPath) -> Bool {
    canEditRowAtIndexPath(self, indexPath)
  }

  /// `canMoveRowAtIndexPath`'s answer.
  override open func canMoveItem(at indexPath: IndexPath) -> Bool {
    canMoveRowAtIndexPath(self, indexPath)
  }
}

/// What went wrong reading a sectioned data source.
public enum DataSourceError: Error, CustomStringConvertible {
  /// No item at `indexPath`.
  case outOfBounds(indexPath: IndexPath)

  /// In words.
  public var description: String {
    switch self {
    case let .outOfBounds(indexPath):
      return "There is no row \(indexPath.item) in section \(indexPath.section) of the data source."
    }
  }
}

/// Lets the cell factory, made before `self` exists, reach the data source.
@MainActor
private final class DataSourceReference<Section: SectionModelType> {
  weak var dataSource: TableViewSectionedDataSource<Section>?
}
