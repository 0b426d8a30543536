import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("PagedList pages after the server removed rows: no row skipped, none shown again")
struct PagedListRemovedRowsTests {
  @Test(
    "rows removed from page 1 move the later pages back: page 1 is asked for again and brings the rows that moved in"
  )
  func removalsMoveLaterPagesBack() {
    let server = TodoServer()  // pages of 3; the tester's prefetch distance is 1
    server.keepsRemovals = true
    let loop = server.loadedTester()
    removeTheFirstTwoRows(loop)
    #expect(server.rows.map(\.id) == [3, 4, 5, 6])
    loop.advance(by: 1)
    receiveWholePage(
      1, server.page(1), after: 1, loop,
      update: {
        $0.items = todos([3, 4, 5])
        $0.rowsOfLoadingPage = 2
      },
      arrived: { $0.totalCount = 4 })
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    receiveWholePage(2, server.page(2), after: 3, loop)
    #expect(loop.state.items == todos([3, 4, 5, 6]), "rows 4 and 5 moved into page 1; none is skipped")
    #expect(loop.state.screenStatus(noun: "todos").statusText == "All 4 todos")
    loop.finish()
  }

  @Test(
    "a page read before the server removed a row still brings it: it stays removed, and the page is read again at once"
  )
  func pageReadBeforeTheRemoval() {
    let server = TodoServer(count: 9)
    server.keepsRemovals = true
    let loop = server.loadedTester()
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    server.receivePage(2, loop)
    let six = loop.state.items[5]
    loop.send(.write(.remove(six))) {
      $0.items.removeLast()
      $0.totalCount = 8
      $0.writes.pending = [pending(1, .remove(six), confirmed: six, at: 5, after: 5)]
      $0.writes.nextRequestNumber = 2
    }
    loop.advance(by: 0.5)
    // The removal is not answered: it counts (the next row may be in page 2 now).
    loop.send(.reached(row: 4)) {
      $0.status = .loading(page: 2)
      $0.nextPage = 2
    }
    let readBeforeTheRemoval = server.page(2)
    #expect(readBeforeTheRemoval.items == todos([4, 5, 6]))
    loop.advance(by: 0.5)
    loop.receive(.writeSucceeded(request: 1, saved: nil)) {
      $0.writes.pending = []
      $0.removedRows = [6]
      $0.removalsSincePageRequest = 1
    }
    loop.advance(by: 0.5)
    receiveWholePage(
      2, readBeforeTheRemoval, after: 5, loop,
      update: {
        $0.items = todos([1, 2, 3, 4, 5])  // row 6 is not shown again
        $0.rowsOfLoadingPage = 0
      },
      arrived: {
        $0.totalCount = 8  // the server's 9 counted row 6
        // It brought nothing new, and the selection at the end cannot move to ask for more: the
        // next page loads at once, and, as this one came from before the removal, it is page 2.
        $0.status = .loading(page: 2)
        $0.nextPage = 2
        $0.removalsSincePageRequest = 0
      })
    loop.advance(by: 1)
    receiveWholePage(
      2, server.page(2), after: 5, loop,
      update: {
        $0.items = todos([1, 2, 3, 4, 5, 7])
        $0.rowsOfLoadingPage = 1
      })
    loop.send(.reached(row: 5)) { $0.status = .loading(page: 3) }
    loop.advance(by: 1)
    receiveWholePage(3, server.page(3), after: 6, loop)
    #expect(loop.state.items == todos([1, 2, 3, 4, 5, 7, 8, 9]), "row 7 moved into page 2; none is skipped")
    #expect(loop.state.screenStatus(noun: "todos").statusText == "All 8 todos")
    loop.finish()
  }

  @Test("a page that arrives after removals it may not reflect, with every row near the end, is asked for again")
  func pageAskedForAgainAsItArrives() {
    let server = TodoServer()  // pages of 3; the tester's prefetch distance is 1
    server.keepsRemovals = true
    let loop = server.loadedTester()
    let (two, three) = (loop.state.items[1], loop.state.items[2])
    loop.send(.write(.remove(two))) {
      $0.items.remove(at: 1)
      $0.totalCount = 5
      $0.writes.pending = [pending(1, .remove(two), confirmed: two, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
    }
    loop.send(.write(.remove(three))) {
      $0.items.removeLast()
      $0.totalCount = 4
      $0.writes.pending.append(pending(2, .remove(three), confirmed: three, at: 1, after: 1))
      $0.writes.nextRequestNumber = 3
    }
    loop.advance(by: 0.5)
    loop.send(.reached(row: 0)) {  // the removals not answered yet count: page 1 again
      $0.status = .loading(page: 1)
      $0.nextPage = 1
    }
    let readBeforeTheRemovals = server.page(1)
    loop.advance(by: 0.5)
    loop.receive(.writeSucceeded(request: 1, saved: nil)) {
      $0.writes.pending.removeFirst()
      $0.removedRows = [2]
      $0.removalsSincePageRequest = 1
    }
    loop.receive(.writeSucceeded(request: 2, saved: nil)) {
      $0.writes.pending = []
      $0.removedRows = [2, 3]
      $0.removalsSincePageRequest = 2
    }
    loop.advance(by: 0.5)
    receiveWholePage(
      1, readBeforeTheRemovals, after: 1, loop,
      update: {
        $0.items = todos([1])
        $0.rowsOfLoadingPage = 0
      },
      arrived: {
        $0.totalCount = 4
        // It was read before both removals, and one row is left: page 1 is asked for again.
        $0.status = .loading(page: 1)
        $0.nextPage = 1
        $0.removalsSincePageRequest = 0
      })
    loop.advance(by: 1)
    receiveWholePage(
      1, server.page(1), after: 1, loop,
      update: {
        $0.items = todos([1, 4, 5])
        $0.rowsOfLoadingPage = 2
      })
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    receiveWholePage(2, server.page(2), after: 3, loop)
    #expect(loop.state.items == todos([1, 4, 5, 6]))
    loop.finish()
  }

  @Test(
    "a removal while a later page loads asks for the page before it: the server may remove the row before it reads that page, which would then skip one"
  )
  func removalWhileAPageLoads() {
    let server = TodoServer(count: 9)
    server.keepsRemovals = true
    let loop = server.loadedTester()
    server.readsPagesWhenAnswering = true
    server.pageDelay = 2  // the server reads a page two seconds after it is asked, a removal in one
    let two = loop.state.items[1]
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 0.5)
    loop.send(.write(.remove(two))) {
      $0.items.remove(at: 1)
      $0.totalCount = 8
      $0.writes.pending = [pending(1, .remove(two), confirmed: two, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
      $0.status = .loading(page: 1)  // row 4 moves into page 1 if the removal comes first
      $0.nextPage = 1
      $0.removalsDuringLoad = RemovalsDuringLoad(firstPageAsked: 2, count: 1)
    }
    loop.advance(by: 1)
    loop.receive(.writeSucceeded(request: 1, saved: nil)) {
      $0.writes.pending = []
      $0.removedRows = [2]
      $0.removalsSincePageRequest = 1
    }
    #expect(server.rows.map(\.id) == [1, 3, 4, 5, 6, 7, 8, 9])
    loop.advance(by: 1)
    receiveWholePage(
      1, server.page(1), after: 2, loop,
      update: {
        $0.items = todos([1, 3, 4])
        $0.rowsOfLoadingPage = 1
      })
    // The removal was answered after page 1 was asked for: it counts, and page 1 is read again.
    loop.send(.reached(row: 2)) {
      $0.status = .loading(page: 1)
      $0.nextPage = 1
      $0.removalsSincePageRequest = 0
    }
    loop.advance(by: 2)
    receiveWholePage(
      1, server.page(1), after: 3, loop,
      update: {
        $0.items = todos([1, 3, 4])
        $0.rowsOfLoadingPage = 0
      },
      arrived: { $0.status = .loading(page: 2) })  // nothing new: the next page at once
    loop.advance(by: 2)
    receiveWholePage(2, server.page(2), after: 3, loop)
    loop.send(.reached(row: 5)) { $0.status = .loading(page: 3) }
    loop.advance(by: 2)
    receiveWholePage(3, server.page(3), after: 6, loop)
    #expect(loop.state.items == todos([1, 3, 4, 5, 6, 7, 8, 9]), "row 4 moved into page 1; it is not skipped")
    loop.finish()
  }
  @Test(
    "removals begun while a page loads step back a page for each page's worth of them, counted from the page first asked for, not a page each"
  )
  func severalRemovalsWhileAPageLoads() {
    let server = TodoServer(count: 12)
    server.keepsRemovals = true
    let loop = server.loadedTester()
    server.readsPagesWhenAnswering = true
    server.pageDelay = 2
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 2)
    server.receivePage(2, loop)
    loop.send(.reached(row: 5)) { $0.status = .loading(page: 3) }
    loop.advance(by: 0.5)
    let (two, three, four) = (loop.state.items[1], loop.state.items[2], loop.state.items[3])
    loop.send(.write(.remove(two))) {
      $0.items.remove(at: 1)
      $0.totalCount = 11
      $0.writes.pending = [pending(1, .remove(two), confirmed: two, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
      $0.status = .loading(page: 2)  // a row back: page 2 ends with what page 3 began with
      $0.nextPage = 2
      $0.removalsDuringLoad = RemovalsDuringLoad(firstPageAsked: 3, count: 1)
    }
    // Two more rows back: still within page 2, which goes on loading.
    loop.send(.write(.remove(three))) {
      $0.items.remove(at: 1)
      $0.totalCount = 10
      $0.writes.pending.append(pending(2, .remove(three), confirmed: three, at: 1, after: 1))
      $0.writes.nextRequestNumber = 3
      $0.removalsDuringLoad?.count = 2
    }
    loop.send(.write(.remove(four))) {
      $0.items.remove(at: 1)
      $0.totalCount = 9
      $0.writes.pending.append(pending(3, .remove(four), confirmed: four, at: 1, after: 1))
      $0.writes.nextRequestNumber = 4
      $0.removalsDuringLoad?.count = 3
    }
    loop.advance(by: 1)
    for (number, id) in [(1, 2), (2, 3), (3, 4)] {
      loop.receive(.writeSucceeded(request: number, saved: nil)) {
        $0.writes.pending.removeFirst()
        $0.removedRows.insert(id)
        $0.removalsSincePageRequest += 1
      }
    }
    #expect(server.rows.map(\.id) == [1, 5, 6, 7, 8, 9, 10, 11, 12])
    loop.advance(by: 1)
    receiveWholePage(2, server.page(2), after: 3, loop)
    #expect(loop.state.items == todos([1, 5, 6, 7, 8, 9]), "rows 7 to 9 moved into page 2; none is skipped")
    loop.finish()
  }

  @Test(
    "a new row the user removed before it was saved is, once saved, a removal begun while the next page loads: that page is asked for a row earlier"
  )
  func removalOfANewRowSavedWhileAPageLoads() throws {
    var list = PagedList<Row>(prefetchDistance: 1)
    PagedList.reduce(&list, .fetch)
    let page = ListPage(items: [Row(id: 1), Row(id: 2)], totalCount: 4, isLastPage: false)
    PagedList.reduce(&list, .pageArrived(page: 1, page))
    let new = Row(id: list.provisionalID())
    PagedList.reduce(&list, .write(.insert(new, at: 0)))
    PagedList.reduce(&list, .write(.remove(new)))
    PagedList.reduce(&list, .fetch)
    #expect(list.loadingPage == 2)
    let insert = try #require(list.writes.requests.first)
    // Saved as row 9, which the server may have among its pages (rows added elsewhere after it)
    // and removes next, perhaps before it reads page 2.
    PagedList.reduce(&list, .writeSucceeded(request: insert.number, saved: Row(id: 9)))
    #expect(list.writes.saving(9) == .remove)
    #expect(list.loadingPage == 1)
  }
}
