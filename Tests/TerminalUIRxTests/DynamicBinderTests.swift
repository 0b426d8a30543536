import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

/// A view's properties without an Rx extension bind through `rx` as in RxSwift 6.
@MainActor
@Suite struct DynamicBinderTests {
  @Test func aViewPropertyWithoutAnExtensionIsABinder() {
    let field = TextField()
    let bag = DisposeBag()
    Observable.just(false).bind(to: field.rx.isUserInteractionEnabled).disposed(by: bag)
    Observable.just(12).bind(to: field.rx.maximumWidth).disposed(by: bag)
    #expect(!field.isUserInteractionEnabled)
    #expect(field.maximumWidth == 12)
  }
}
