import Bindings
import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

/// A photo cell as the Rx article declares one.
final class PhotoCell: CollectionViewCell {}

@MainActor
@Suite struct CollectionViewRxTests {
  private func frame(of window: Window) -> [String] {
    window.draw(size: Size(width: 20, height: 3)).plainLines.map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test func itemsWithACellIdentifierShowOneConfiguredItemPerElementAndSelectionReportsTheModel() {
    let grid = CollectionView(collectionViewLayout: CollectionViewFlowLayout(itemSize: Size(width: 6, height: 1)))
    let window = Window()
    window.contentView = grid
    let photos = BehaviorRelay(value: ["sea", "hill", "town", "lake"])
    let bag = DisposeBag()
    photos.asObservable()
      .bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: PhotoCell.self)) { item, title, cell in
        cell.text = "\(item):\(title)"
      }
      .disposed(by: bag)
    var chosen: [String] = []
    var paths: [IndexPath] = []
    grid.rx.modelSelected(String.self).subscribe(onNext: { chosen.append($0) }).disposed(by: bag)
    grid.rx.itemSelected.subscribe(onNext: { paths.append($0) }).disposed(by: bag)
    #expect(frame(of: window) == ["0:sea  1:hill 2:town", "3:lake", ""])
    window.dispatch(.right)
    window.dispatch(.enter)
    #expect(chosen == ["hill"])
    #expect(paths == [IndexPath(item: 1, section: 0)])
    photos.accept(["desert"])
    #expect(frame(of: window).first == "0:des…", "cut to the item's width")
  }

  @Test func aCellFactoryServesSeveralCellTypes() {
    let grid = CollectionView(collectionViewLayout: CollectionViewFlowLayout(itemSize: Size(width: 6, height: 1)))
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
    let window = Window()
    window.contentView = grid
    let bag = DisposeBag()
    Observable.just([1, 2, 3]).bind(to: grid.rx.items) { grid, item, number in
      let identifier = number.isMultiple(of: 2) ? "Photo" : "Plain"
      let cell = grid.dequeueReusableCell(withReuseIdentifier: identifier, for: IndexPath(item: item, section: 0))
      cell.text = "\(number)"
      return cell
    }
    .disposed(by: bag)
    _ = frame(of: window)
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) is PhotoCell)
    #expect(!(grid.cellForItem(at: IndexPath(item: 0, section: 0)) is PhotoCell))
  }
}
