import FeatureKit
import Testing

@Suite("PagedList of a server that puts new rows first (NewRowPlacement.atTheStart)")
struct PagedListNewRowPlacementTests {
  /// A newest-first list of pages of two rows, four in all, whose page 1 brought `rows`.
  private func feed(_ rows: [Int]) -> PagedList<Row> {
    var list = PagedList<Row>(prefetchDistance: 1, newRows: .atTheStart)
    PagedList.reduce(&list, .fetch)
    let page = ListPage(items: rows.map(Row.init), totalCount: 4, isLastPage: false)
    PagedList.reduce(&list, .pageArrived(page: 1, page))
    return list
  }

  @Test(
    "a row another screen added shows first as soon as page 1 is loaded; the next page brings a row again, shown once")
  func addedElsewhereShowsFirst() {
    var list = feed([1, 2])
    PagedList.reduce(&list, .serverChanged(.added(Row(id: 9))))
    #expect(list.items.map(\.id) == [9, 1, 2])
    #expect(list.totalCount == 5)
    PagedList.reduce(&list, .fetch)
    // Read after the addition, page 2 starts a row earlier: row 2 again, then 3.
    let page = ListPage(items: [Row(id: 2), Row(id: 3)], totalCount: 5, isLastPage: false)
    PagedList.reduce(&list, .pageArrived(page: 2, page))
    #expect(list.items.map(\.id) == [9, 1, 2, 3])
  }

  @Test("the same list of a server that adds at the end holds the row until every page is loaded")
  func addedElsewhereWaitsAtTheEnd() {
    var list = PagedList<Row>(prefetchDistance: 1)
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: [Row(id: 1), Row(id: 2)], totalCount: 4, isLastPage: false)))
    PagedList.reduce(&list, .serverChanged(.added(Row(id: 9))))
    #expect(list.items.map(\.id) == [1, 2])
    #expect(list.additionsOnHold == [Row(id: 9)])
  }

  @Test("while page 1 loads, a row added elsewhere waits: it shows first after the page unless the page brought it")
  func addedWhilePageOneLoads() {
    var readBefore = PagedList<Row>(prefetchDistance: 1, newRows: .atTheStart)
    PagedList.reduce(&readBefore, .fetch)
    PagedList.reduce(&readBefore, .serverChanged(.added(Row(id: 9))))
    #expect(readBefore.items.isEmpty)
    var readAfter = readBefore
    PagedList.reduce(
      &readBefore, .pageArrived(page: 1, ListPage(items: [Row(id: 1), Row(id: 2)], totalCount: 4, isLastPage: false)))
    #expect(readBefore.items.map(\.id) == [9, 1, 2])
    PagedList.reduce(
      &readAfter, .pageArrived(page: 1, ListPage(items: [Row(id: 9), Row(id: 1)], totalCount: 5, isLastPage: false)))
    #expect(readAfter.items.map(\.id) == [9, 1])
    #expect(readAfter.additionsOnHold.isEmpty)
  }

  @Test(
    "a new row of the user's the server added while page 1 loads again, read before it, stays: no later page brings it")
  func ownRowAddedDuringARefreshStays() throws {
    var list = feed([1, 2])
    let new = Row(id: list.provisionalID())
    PagedList.reduce(&list, .write(.insert(new, at: 1)))
    PagedList.reduce(&list, .refresh)
    let insert = try #require(list.writes.requests.first)
    PagedList.reduce(&list, .writeSucceeded(request: insert.number, saved: Row(id: 9)))
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: [Row(id: 1), Row(id: 2)], totalCount: 4, isLastPage: false)))
    #expect(list.items.map(\.id) == [1, 2, 9], "after the page's rows, as a last page keeps such a row")
  }

  @Test(
    "a row held back that another screen removes stood before every row shown: the page loading is asked for a row earlier"
  )
  func heldRowRemoved() {
    var list = feed([1, 2])
    PagedList.reduce(&list, .write(.insert(Row(id: list.provisionalID()), at: 0)))
    // Held: it may be the user's new row, still waiting for its id.
    PagedList.reduce(&list, .serverChanged(.added(Row(id: 9))))
    PagedList.reduce(&list, .fetch)
    #expect(list.loadingPage == 2)
    PagedList.reduce(&list, .serverChanged(.removed(9)))
    #expect(list.loadingPage == 1, "page 2 read after the removal starts a row later than it did")
  }
}
