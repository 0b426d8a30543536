import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// Page 1 of a server that kept rows 1 to 3 arriving after those rows, less row 2, were shown:
/// nothing new, so page 1 is asked for again (then `arrived` applies).
private func receivePageOneAgain(_ loop: TodoServer.Tester, arrived: (inout PagedList<Todo>) -> Void) {
  let page = TodoServer().page(1)
  loop.receive(.itemsArrived(page: 1, page.items)) { $0.rowsOfLoadingPage = 0 }
  loop.receive(.pageArrived(page: 1, page)) {
    $0.rowsOfLoadingPage = nil
    $0.pageSize = 3
    $0.removalsSincePageRequest = 0
    $0.removalsDuringLoad = nil
    arrived(&$0)
  }
}

@Suite("PagedList's count and pages follow the user's own additions and removals")
struct PagedListCountTests {
  @Test("a page counted before a pending removal or addition still counts it; confirmed, it stays counted")
  func pagesArrivingWhileWritesArePending() {
    let server = TodoServer()
    let loop = server.loadedTester()
    let two = loop.state.items[1]
    #expect(loop.state.screenStatus(noun: "todos").statusText == "3 of 6 todos")

    // Page 2 is asked for, then row 2 removed: the server may remove it before it reads page 2,
    // so page 1 is asked for instead; it comes before the server's answer.
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 0.5)
    loop.send(.write(.remove(two))) {
      $0.items.remove(at: 1)
      $0.totalCount = 5
      $0.writes.pending = [pending(1, .remove(two), confirmed: two, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
      $0.status = .loading(page: 1)
      $0.nextPage = 1
      $0.removalsDuringLoad = RemovalsDuringLoad(firstPageAsked: 2, count: 1)
    }
    #expect(loop.state.screenStatus(noun: "todos").loadingText == "Loading todos… · Deleting the todo…")
    loop.advance(by: 1)
    // Page 1 brings nothing new (row 2, being removed, is not shown again): it is read again,
    // counting the removal, which may have come after the server read it.
    receivePageOneAgain(
      loop,
      arrived: {
        $0.totalCount = 5  // the server's 6, less the removal it has not answered
      })
    loop.receive(.writeSucceeded(request: 1, saved: nil)) {
      $0.writes.pending = []
      $0.removedRows = [two.id]
      $0.removalsSincePageRequest = 1
    }
    loop.advance(by: 1)
    receivePageOneAgain(
      loop,
      arrived: {
        $0.totalCount = 5  // the server's 6 counted row 2, which it said it removed
      })
    loop.advance(by: 1)
    receivePageOneAgain(
      loop,
      arrived: {
        $0.totalCount = 5
        $0.status = .loading(page: 2)  // the removal counted: page 2 now
        $0.nextPage = 2
      })
    loop.advance(by: 1)
    // Every page loaded: the count is the rows shown (this server's 6 still counts row 2).
    receiveWholePage(2, server.page(2), after: 2, loop, arrived: { $0.totalCount = 5 })
    #expect(loop.state.items.map(\.id) == [1, 3, 4, 5, 6])
    #expect(loop.state.screenStatus(noun: "todos").statusText == "All 5 todos")

    // The server now counts the removal; a refresh is asked for, then a row added.
    server.rows.removeAll { $0.id == two.id }
    loop.send(.refresh) {
      $0.status = .loading(page: 1)
      $0.isRefreshing = true
      $0.removedRows = []  // page 1 again: what the server has
      $0.removalsSincePageRequest = 0
    }
    loop.advance(by: 0.5)
    let draft = Todo(id: -1, title: "New")
    loop.send(.write(.insert(draft, at: 0))) {
      $0.items.insert(draft, at: 0)
      $0.totalCount = 6  // every page is loaded (until page 1 comes again): the rows shown
      $0.writes.pending = [pending(2, .insert(draft, at: 0), confirmed: nil, at: 0, after: nil)]
      $0.writes.nextRequestNumber = 3
    }
    loop.advance(by: 0.5)
    let page1 = server.page(1)
    loop.receive(.itemsArrived(page: 1, page1.items)) {
      $0.items = [draft] + page1.items
      $0.rowsOfLoadingPage = 4  // the new row stands in page 1
    }
    loop.receive(.pageArrived(page: 1, page1)) {
      $0.rowsOfLoadingPage = nil
      $0.status = .loaded
      $0.nextPage = 2
      $0.isComplete = false
      $0.isRefreshing = false
      $0.totalCount = 6  // the server's 5, and the addition on its way
    }
    #expect(loop.state.screenStatus(noun: "todos").statusText == "4 of 6 todos")
    loop.advance(by: 0.5)
    loop.receive(.writeSucceeded(request: 2, saved: Todo(id: 101, title: "New"))) {
      $0.items[0] = Todo(id: 101, title: "New")
      $0.writes.pending = []
    }
    #expect(loop.state.totalCount == 6)
    loop.finish()
  }

  @Test(
    "removing rows until every row left is near the end loads the next page once the server answered, which the selection may never ask for"
  )
  func removalsLoadTheNextPage() {
    let server = TodoServer()  // pages of 3, keeping no removal; the tester's prefetch distance is 1
    let loop = server.loadedTester()
    removeTheFirstTwoRows(loop)
    loop.advance(by: 1)
    // This server kept both rows: page 1 brings nothing new, and the rows removed stay removed.
    receiveWholePage(
      1, server.page(1), after: 1, loop,
      update: {
        $0.items = [server.rows[2]]
        $0.rowsOfLoadingPage = 0
      },
      arrived: {
        $0.status = .loading(page: 2)  // still one row, near the end
        $0.totalCount = 4  // the server's 6 counted the two rows it brought, which it said it removed
      })
    loop.advance(by: 1)
    // Every page loaded: the count is the rows shown.
    receiveWholePage(2, server.page(2), after: 1, loop, arrived: { $0.totalCount = 4 })
    #expect(loop.state.items.map(\.id) == [3, 4, 5, 6])
    #expect(loop.state.screenStatus(noun: "todos").statusText == "All 4 todos")
    loop.finish()
  }
}
