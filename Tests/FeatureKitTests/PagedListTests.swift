import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A row of the lists these tests load.
struct Row: Identifiable, Equatable, Sendable {
  let id: Int
}

/// A server of `total` rows, `size` a page, each page one second after it is asked for.
final class RowServer: @unchecked Sendable {
  let total: Int
  let size: Int
  let scheduler = TestScheduler()
  var failure: FeatureError?
  private(set) var requests: [Int] = []

  init(total: Int = 25, size: Int = 10) {
    self.total = total
    self.size = size
  }

  func page(_ page: Int) -> ListPage<Row> {
    let first = (page - 1) * size + 1
    let ids = first > total ? [] : Array(first...min(total, first + size - 1))
    return ListPage(items: ids.map(Row.init), totalCount: total, isLastPage: first + size > total)
  }

  func load(_ page: Int) -> SignalProducer<ListPage<Row>, FeatureError> {
    requests.append(page)
    if let failure { return SignalProducer(error: failure).delay(1, on: scheduler) }
    return SignalProducer(value: self.page(page)).delay(1, on: scheduler)
  }

  func tester() -> LoopTester<PagedList<Row>, PagedList<Row>.Event> {
    LoopTester(initial: PagedList(prefetchDistance: 3), reduce: PagedList.reduce, scheduler: scheduler) { scheduler in
      [PagedList.loading(pages: { self.load($0) }, on: scheduler)]
    }
  }

  /// A tester with page 1 loaded.
  func loadedTester() -> LoopTester<PagedList<Row>, PagedList<Row>.Event> {
    let loop = tester()
    loop.send(.fetch) { $0.status = .loading(page: 1) }
    loop.advance(by: 1)
    receiveWholePage(1, page(1), after: 0, loop)
    return loop
  }
}

/// Page `page` arriving whole at `loop`, as the loading effect reports it: its items at once
/// after the first `before` rows (then `update` applies), then the page.
func receiveWholePage<Item>(
  _ page: Int, _ result: ListPage<Item>, after before: Int, _ loop: LoopTester<PagedList<Item>, PagedList<Item>.Event>,
  update: (inout PagedList<Item>) -> Void = { _ in }, arrived: (inout PagedList<Item>) -> Void = { _ in }
) {
  loop.receive(.itemsArrived(page: page, result.items)) {
    $0.items = Array($0.items.prefix(before)) + result.items
    $0.rowsOfLoadingPage = result.items.count
    update(&$0)
  }
  loop.receive(.pageArrived(page: page, result)) {
    $0.rowsOfLoadingPage = nil
    $0.status = .loaded
    $0.nextPage = page + 1
    $0.isComplete = result.isLastPage
    $0.isRefreshing = false
    $0.removalsDuringLoad = nil
    if !result.isLastPage { $0.pageSize = result.items.count }  // a page that is not the last is full
    $0.totalCount = result.totalCount
    arrived(&$0)
  }
}

@Suite("PagedList: the list state machine features share")
struct PagedListTests {
  /// Page `page` arriving after the rows shown, as the loading effect reports it.
  func receive(_ server: RowServer, _ loop: LoopTester<PagedList<Row>, PagedList<Row>.Event>, page: Int) {
    receiveWholePage(page, server.page(page), after: loop.state.items.count, loop)
  }

  @Test("fetch loads page 1; a fetch while loading is ignored; the status says what loads, then counts")
  func firstPage() {
    let server = RowServer()
    let loop = server.tester()
    #expect(loop.state.screenStatus(noun: "rows") == ListScreenStatus(), "nothing to say before a fetch")
    loop.send(.fetch) { $0.status = .loading(page: 1) }
    #expect(loop.state.screenStatus(noun: "rows") == ListScreenStatus(loadingText: "Loading rows…"))
    loop.send(.fetch)
    loop.advance(by: 1)
    receive(server, loop, page: 1)
    #expect(loop.state.screenStatus(noun: "rows").statusText == "10 of 25 rows")
    #expect(loop.state.screenStatus(noun: "rows").emptyText == "No rows yet")
    #expect(server.requests == [1])
    loop.finish()
  }

  @Test("reaching a row near the end loads the next page, until the last; then nothing more loads")
  func loadMoreToTheEnd() {
    let server = RowServer()
    let loop = server.loadedTester()
    loop.send(.reached(row: 5))  // 4 rows from the end: nothing
    loop.send(.reached(row: 7)) { $0.status = .loading(page: 2) }
    #expect(loop.state.screenStatus(noun: "rows").loadingText == "Loading page 2…")
    loop.send(.reached(row: 8))
    loop.advance(by: 1)
    receive(server, loop, page: 2)
    loop.send(.reached(row: 19)) { $0.status = .loading(page: 3) }
    loop.advance(by: 1)
    receive(server, loop, page: 3)
    #expect(loop.state.isComplete)
    #expect(loop.state.screenStatus(noun: "rows").statusText == "All 25 rows")
    loop.send(.reached(row: 24))
    loop.send(.fetch)
    #expect(server.requests == [1, 2, 3])
    loop.finish()
  }

  @Test("a failure keeps the rows; moving does not retry, retry loads the failed page again")
  func retryKeepsRows() {
    let server = RowServer()
    let loop = server.loadedTester()
    let offline = FeatureError(message: "Can't connect.")
    server.failure = offline
    loop.send(.reached(row: 9)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    loop.receive(.failed(offline)) { $0.status = .failed(offline) }
    let failed = loop.state.screenStatus(noun: "rows")
    #expect(failed.statusText == "Couldn't load rows: Can't connect. (r to retry)")
    #expect(failed.isFailed)
    #expect(loop.state.items.count == 10)
    loop.send(.reached(row: 9))
    server.failure = nil
    loop.send(.reload) { $0.status = .loading(page: 2) }  // r after a failure: retry
    loop.advance(by: 1)
    receive(server, loop, page: 2)
    #expect(server.requests == [1, 2, 2])
    loop.send(.reload) {  // r otherwise: refresh
      $0.status = .loading(page: 1)
      $0.isRefreshing = true
    }
    loop.advance(by: 1)
    loop.receive(.itemsArrived(page: 1, server.page(1).items)) {
      $0.items = server.page(1).items
      $0.rowsOfLoadingPage = 10
    }
    loop.receive(.pageArrived(page: 1, server.page(1))) {
      $0.rowsOfLoadingPage = nil
      $0.status = .loaded
      $0.nextPage = 2
      $0.isRefreshing = false
    }
    loop.finish()
  }

  @Test("a page that leaves every row within the prefetch distance of the end loads the next at once")
  func shortPagesLoadOnTheirOwn() {
    let server = RowServer(total: 7, size: 3)  // the tester's prefetch distance is 3
    let loop = server.tester()
    loop.send(.fetch) { $0.status = .loading(page: 1) }
    loop.advance(by: 1)
    receiveWholePage(1, server.page(1), after: 0, loop, arrived: { $0.status = .loading(page: 2) })
    loop.advance(by: 1)
    receiveWholePage(2, server.page(2), after: 3, loop)  // six rows: row 0 is not near the end
    #expect(loop.state.screenStatus(noun: "rows").statusText == "6 of 7 rows")
    #expect(server.requests == [1, 2])
    loop.finish()
  }

  @Test("refresh reloads page 1 without emptying the list, cancelling a page in flight")
  func refreshKeepsRows() {
    let server = RowServer()
    let loop = server.loadedTester()
    loop.send(.reached(row: 9)) { $0.status = .loading(page: 2) }
    loop.send(.refresh) {
      $0.status = .loading(page: 1)
      $0.isRefreshing = true
    }
    loop.send(.refresh)
    #expect(loop.state.items.count == 10, "no flash of emptiness")
    #expect(loop.state.screenStatus(noun: "rows").loadingText == "Loading rows…")
    loop.advance(by: 1)
    loop.receive(.itemsArrived(page: 1, server.page(1).items)) { $0.rowsOfLoadingPage = 10 }
    loop.receive(.pageArrived(page: 1, server.page(1))) {
      $0.rowsOfLoadingPage = nil
      $0.status = .loaded
      $0.nextPage = 2
      $0.isRefreshing = false
    }
    #expect(server.requests == [1, 2, 1])
    loop.finish()
  }

  @Test("a refresh that fails keeps the rows; retry refreshes again, not the next page")
  func retryAfterFailedRefresh() {
    let server = RowServer()
    let loop = server.loadedTester()
    let offline = FeatureError(message: "Can't connect.")
    server.failure = offline
    loop.send(.refresh) {
      $0.status = .loading(page: 1)
      $0.isRefreshing = true
    }
    loop.advance(by: 1)
    loop.receive(.failed(offline)) { $0.status = .failed(offline) }
    #expect(loop.state.items.count == 10)
    server.failure = nil
    loop.send(.reload) { $0.status = .loading(page: 1) }  // r after a failure: retry, which is the refresh
    loop.advance(by: 1)
    loop.receive(.itemsArrived(page: 1, server.page(1).items)) { $0.rowsOfLoadingPage = 10 }
    loop.receive(.pageArrived(page: 1, server.page(1))) {
      $0.rowsOfLoadingPage = nil
      $0.status = .loaded
      $0.isRefreshing = false
    }
    #expect(loop.state.items == server.page(1).items, "page 1 replaced the rows, once")
    #expect(server.requests == [1, 1, 1])
    loop.finish()
  }

  @Test("a page arriving in parts shows each part as it comes and says how many so far")
  func streamedPage() {
    var list = PagedList<Row>()
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .itemsArrived(page: 1, [Row(id: 1), Row(id: 2)]))
    #expect(list.items.map(\.id) == [1, 2])
    #expect(list.isLoading)
    #expect(list.screenStatus(noun: "rows").loadingText == "Loading rows… 2 so far")
    PagedList.reduce(&list, .itemsArrived(page: 1, [Row(id: 1), Row(id: 2), Row(id: 3)]))
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: (1...3).map(Row.init), isLastPage: true)))
    #expect(list.items.map(\.id) == [1, 2, 3])
    #expect(list.screenStatus(noun: "rows").statusText == "All 3 rows")
    var one = PagedList<Row>()
    PagedList.reduce(&one, .fetch)
    PagedList.reduce(&one, .pageArrived(page: 1, ListPage(items: [Row(id: 1)], isLastPage: true)))
    #expect(one.screenStatus(noun: "rows").statusText == "1 row")
    #expect(one.screenStatus(noun: "beers", singular: "beer").statusText == "1 beer")
  }

  @Test("a row already shown on an earlier page is not shown twice; late results of another page are ignored")
  func duplicatesAndStaleResults() {
    var list = PagedList<Row>()
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [Row(id: 1), Row(id: 2)], isLastPage: false)))
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .itemsArrived(page: 1, [Row(id: 9)]))
    PagedList.reduce(&list, .pageArrived(page: 2, ListPage(items: [Row(id: 2), Row(id: 3)], isLastPage: true)))
    #expect(list.items.map(\.id) == [1, 2, 3])
    PagedList.reduce(&list, .failed(FeatureError(message: "late")))
    #expect(list.status == .loaded, "a failure with nothing loading changes nothing")
  }
}
