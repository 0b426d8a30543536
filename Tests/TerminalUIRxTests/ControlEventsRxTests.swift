import Bindings
import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

@MainActor
@Suite struct ControlEventsRxTests {
  @Test func aTextFieldsEditingDidEndOnExitFiresOnEnterAndEditingChangedOnEachEdit() {
    let field = TextField()
    let bag = DisposeBag()
    var log: [String] = []
    field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { log.append("return") }).disposed(by: bag)
    field.rx.controlEvent(.editingChanged).subscribe(onNext: { log.append("edit") }).disposed(by: bag)
    field.rx.controlEvent(.touchUpInside).subscribe(onNext: { log.append("?") }).disposed(by: bag)
    field.type("ab")
    _ = field.handle(.enter)
    #expect(log == ["edit", "edit", "return"])
  }

  @Test func focusLeavingATextFieldEndsEditingButIsNotItsReturnKey() {
    let field = TextField()
    let window = Window()
    window.contentView = StackView(.vertical, [field, Button(title: "Go")])
    let bag = DisposeBag()
    var log: [String] = []
    field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { log.append("return") }).disposed(by: bag)
    field.rx.controlEvent(.primaryActionTriggered).subscribe(onNext: { log.append("primary") }).disposed(by: bag)
    field.rx.controlEvent(.editingDidEnd).subscribe(onNext: { log.append("end") }).disposed(by: bag)
    field.rx.controlEvent([.editingDidEnd, .editingDidEndOnExit]).subscribe(onNext: { log.append("either") })
      .disposed(by: bag)
    window.dispatch(.character("a"))
    window.dispatch(.tab)
    #expect(log == ["end", "either"])
    window.dispatch(.shiftTab)
    window.dispatch(.enter)
    #expect(log == ["end", "either", "end", "either", "return", "primary"])
  }

  @Test func aButtonsTouchUpInsideIsItsTap() {
    let button = Button(title: "Go")
    let bag = DisposeBag()
    var taps = 0
    button.rx.controlEvent(.touchUpInside).subscribe(onNext: { taps += 1 }).disposed(by: bag)
    button.press()
    button.press()
    #expect(taps == 2)
  }

  final class Chooser: TableViewDelegate {
    var chosen: [IndexPath] = []
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { chosen.append(indexPath) }
  }

  @Test func setDelegateWorksNextToRxBindingsAndIsRemovedOnDispose() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let bag = DisposeBag()
    Observable.just(["a", "b"])
      .bind(to: table.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) { _, item, cell in
        cell.text = item
      }
      .disposed(by: bag)
    let chooser = Chooser()
    let delegation = table.rx.setDelegate(chooser)
    var selected: [IndexPath] = []
    table.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
    _ = window.draw(size: Size(width: 20, height: 5))
    _ = table.handle(.enter)
    #expect(chooser.chosen == [IndexPath(item: 0, section: 0)])
    #expect(selected == [IndexPath(item: 0, section: 0)])
    delegation.dispose()
    #expect(table.delegate == nil)
  }
}
