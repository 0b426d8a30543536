import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

@MainActor
@Suite struct RefreshControlRxTests {
  @Test func aRefreshControlsPullsAndItsRefreshingStateBindTheRxWay() {
    let table = TableView()
    let window = Window()
    window.contentView = table
    let refreshControl = RefreshControl()
    table.refreshControl = refreshControl
    let isLoading = BehaviorRelay(value: false)
    var reloads = 0
    let bag = DisposeBag()
    refreshControl.rx.controlEvent(.valueChanged)
      .subscribe(onNext: {
        reloads += 1
        isLoading.accept(true)
      })
      .disposed(by: bag)
    isLoading.bind(to: refreshControl.rx.isRefreshing).disposed(by: bag)
    refreshControl.rx.controlEvent(.editingChanged).subscribe(onNext: { Issue.record("not a refresh event") })
      .disposed(by: bag)
    window.dispatch(.up)
    #expect(reloads == 1)
    #expect(refreshControl.isRefreshing)
    isLoading.accept(false)
    #expect(!refreshControl.isRefreshing)
  }
}
