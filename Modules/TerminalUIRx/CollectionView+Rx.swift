import Bindings
import Foundation
import ReactiveCore
import ReactiveCoreRx
import TerminalUI

@MainActor
extension ReactiveCoreRx.Reactive where Base: CollectionView {
  /// Binds sequences of elements to the collection view, one item each, with cells of
  /// `cellType` registered under `cellIdentifier` (RxCocoa's shape):
  ///
  ///     viewModel.photos
  ///       .bind(to: collectionView.rx.items(cellIdentifier: "Photo", cellType: PhotoCell.self)) { item, photo, cell in
  ///         cell.text = photo.title
  ///       }
  ///       .disposed(by: disposeBag)
  ///
  /// Each new sequence reloads the collection view; a cell's `reuseBag` is emptied before it is
  /// configured again. An error from the source is a programming error (`reportBindingError`).
  public func items<Sequence: Swift.Sequence, Cell: CollectionViewCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  ) -> (_ source: Source) -> (_ configureCell: @escaping @MainActor (Int, Sequence.Element, Cell) -> Void) ->
    ReactiveCoreRx.Disposable
  where Source.Element == Sequence {
    let collectionView = base
    return { source in
      { configureCell in
        collectionView.register(cellType, forCellWithReuseIdentifier: cellIdentifier)
        return RxItems.bind(source, to: collectionView) { item, element, indexPath in
          let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
          guard let cell = dequeued as? Cell else {
            preconditionFailure("\(cellIdentifier) is registered for \(type(of: dequeued)), not \(Cell.self)")
          }
          configureCell(item, element, cell)
          return cell
        }
      }
    }
  }

  /// Binds sequences of elements to the collection view, one item each, with the cell
  /// `cellFactory` returns for the collection view, an item and its element.
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(
    _ source: Source
  ) -> (_ cellFactory: @escaping @MainActor (CollectionView, Int, Sequence.Element) -> CollectionViewCell) ->
    ReactiveCoreRx.Disposable
  where Source.Element == Sequence {
    let collectionView = base
    return { cellFactory in
      RxItems.bind(source, to: collectionView) { item, element, _ in cellFactory(collectionView, item, element) }
    }
  }

  /// The index path of each item the user chooses (Enter on it).
  public var itemSelected: ControlEvent<IndexPath> {
    ControlEvent(events: base.activations.asObservable())
  }

  /// The element of each item the user chooses, from a collection view bound with `items`.
  public func modelSelected<Model>(_ modelType: Model.Type) -> ControlEvent<Model> {
    RxItems.models(of: base.activations, in: base, as: modelType)
  }

  /// Sets a UIKit-style delegate next to Rx bindings (held weakly); disposing removes it.
  public func setDelegate(_ delegate: any CollectionViewDelegate) -> ReactiveCoreRx.Disposable {
    let collectionView = base
    collectionView.delegate = delegate
    return Disposables.create { [weak collectionView, weak delegate] in
      UIScheduler().scheduleOnMainActor {
        if let collectionView, collectionView.delegate === delegate { collectionView.delegate = nil }
      }
    }
  }
}
