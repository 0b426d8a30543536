import Bindings
import Foundation
import ReactiveCore
import ReactiveCoreRx

/// What RxCocoa's `items` bindings and `modelSelected`-style events of every list view share: a
/// sequence of sequences fed to a list view as one flat list, and the element at a row of a list
/// view bound that way.
@MainActor
enum RxItems {
  /// Feeds `source`'s sequences to `listView` as one flat list, with `makeCell` for each row (its
  /// row number, element and index path). An error is a programming error (`reportBindingError`).
  static func bind<Sequence: Swift.Sequence, Source: ObservableType>(
    _ source: Source, to listView: any ListView,
    makeCell: @escaping @MainActor (Int, Sequence.Element, IndexPath) -> any ReusableCell
  ) -> ReactiveCoreRx.Disposable where Source.Element == Sequence {
    let rows = source.asSignalProducer().map { Array($0) }
      .flatMapError { error -> SignalProducer<[Sequence.Element], Never> in
        reportBindingError(error)
        return .empty
      }
    let binding = rows.bind(to: listView) { items, indexPath, _ in
      makeCell(indexPath.item, items[indexPath.item], indexPath)
    }
    return Disposables.create { binding.dispose() }
  }

  /// The elements at the index paths `rows` sends, from a list view bound with `items`.
  static func models<Model>(
    of rows: ReactiveCore.Signal<IndexPath, Never>, in listView: any ListView, as _: Model.Type
  ) -> ControlEvent<Model> {
    ControlEvent(
      events: rows.asObservable().compactMap { indexPath in
        // List views send their rows on the main actor.
        MainActor.assumeIsolated { ModelBox(model(at: indexPath, in: listView, as: Model.self)) }.model
      })
  }

  private static func model<Model>(at indexPath: IndexPath, in listView: any ListView, as _: Model.Type) -> Model? {
    guard let binder = listView.listDataSource as? FlatListBinder<Model>,
      indexPath.section < binder.sections.count
    else { return nil }
    let rows = binder.sections[indexPath.section].items
    return indexPath.item < rows.count ? rows[indexPath.item] : nil
  }
}

/// A row's element carried out of the main actor's scope on the main actor's own thread.
private struct ModelBox<Model>: @unchecked Sendable {
  let model: Model?

  init(_ model: Model?) {
    self.model = model
  }
}
