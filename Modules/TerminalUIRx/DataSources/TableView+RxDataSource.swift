import Bindings
import ReactiveCore
import ReactiveCoreRx
import TerminalUI

@MainActor
extension ReactiveCoreRx.Reactive where Base: TableView {
  /// Binds sequences of section arrays to the table through `dataSource` (RxDataSources'
  /// shape):
  ///
  ///     let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Beer>>(
  ///       configureCell: { _, table, indexPath, beer in
  ///         let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  ///         cell.text = beer.name
  ///         return cell
  ///       },
  ///       titleForHeaderInSection: { dataSource, index in dataSource.sectionModels[index].model })
  ///     sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
  ///
  /// The data source becomes the table's and gets every array on the main actor. The binding
  /// ends when disposed or when the table goes; an error from the source is a programming
  /// error (`reportBindingError`).
  public func items<
    Section, DataSource: TableViewSectionedDataSource<Section> & RxTableViewDataSourceType,
    Source: ObservableType
  >(
    dataSource: DataSource
  ) -> (_ source: Source) -> ReactiveCoreRx.Disposable
  where DataSource.Element == [Section], Source.Element == [Section] {
    let table = base
    return { source in
      let sections = source.asSignalProducer()
        .flatMapError { error -> SignalProducer<[Section], Never> in
          reportBindingError(error)
          return .empty
        }
      let binding = dataSource.bind(sections, to: table) { _, sections in
        dataSource.tableView(table, observedEvent: .next(sections))
      }
      return Disposables.create { binding.dispose() }
    }
  }

  /// Binds the source to a data source of your own class (RxCocoa's general form): a class that
  /// adopts `TableViewDataSource` and `RxTableViewDataSourceType` (an `NSObject` subclass, as
  /// UIKit code writes it, or any class) becomes the table's data source and gets each element
  /// in `tableView(_:observedEvent:)`, on the main actor, to keep and reload with:
  ///
  ///     names.bind(to: tableView.rx.items(dataSource: namesDataSource)).disposed(by: disposeBag)
  ///
  /// The binding keeps the data source alive (the table holds it weakly) until it is disposed
  /// or the table goes; disposing it also takes it off the table. A source that completes
  /// leaves the last element shown; an error is a programming error (`reportBindingError`).
  public func items<DataSource: RxTableViewDataSourceType & TableViewDataSource, Source: ObservableType>(
    dataSource: DataSource
  ) -> (_ source: Source) -> ReactiveCoreRx.Disposable where DataSource.Element == Source.Element {
    let table = base
    return { source in
      RxDataSourceBinding.bind(source, to: table, slot: \.dataSource, dataSource: dataSource) { table, element in
        dataSource.tableView(table, observedEvent: .next(element))
      }
    }
  }
}
