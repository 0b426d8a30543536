import FeatureKit
import Testing

/// The rules for rows added (the user's, waiting for the server's id, and another screen's) that
/// `PagedListModelTests` found broken, each in its smallest case.
@Suite("PagedList's added rows against pages, answers and news in any order")
struct PagedListAdditionsTests {
  /// A list showing `rows`, all of them (one page), with a row the user added at the top
  /// waiting for its id (request 1).
  private func listAddingARow(to rows: [Todo]) -> (PagedList<Todo>, Todo) {
    var list = PagedList<Todo>(prefetchDistance: 1)
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: rows, totalCount: rows.count, isLastPage: true)))
    let draft = Todo(id: list.provisionalID(), title: "New")
    PagedList.reduce(&list, .write(.insert(draft, at: 0)))
    return (list, draft)
  }

  @Test("a new row another screen removed before its answer came is not shown once the answer comes")
  func addedRowRemovedElsewhereBeforeItsAnswer() {
    var (list, draft) = listAddingARow(to: [Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .serverChanged(.removed(1_000)))
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    #expect(list.items.map(\.id) == [1])
    #expect(list.writes.isIdle)
    // The same with a refresh between the removal and the answer: the removal is remembered.
    (list, draft) = listAddingARow(to: [Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .serverChanged(.removed(1_000)))
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [Todo(id: 1, title: "Todo 1")], isLastPage: true)))
    #expect(list.items.map(\.id) == [1])
  }

  @Test("a page that brings the user's new row before its answer: once answered, one copy, where the user put it")
  func addedRowBroughtByAPageBeforeItsAnswer() {
    var (list, draft) = listAddingARow(to: [Todo(id: 1, title: "Todo 1")])
    let added = Todo(id: 1_000, title: draft.title)
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: [Todo(id: 1, title: "Todo 1"), added], isLastPage: true)))
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: added))
    #expect(list.items.map(\.id) == [1_000, 1])
  }

  @Test("a refresh read before the server added the user's row, arriving after its answer, keeps the row")
  func refreshReadBeforeAnAddedRow() {
    var (list, draft) = listAddingARow(to: [])
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [], isLastPage: true)))
    #expect(list.items.map(\.id) == [1_000], "no later page would bring it")
  }

  /// `listAddingARow(to:)` after a refresh whose page brought the new row under its id (1000)
  /// before its answer, beside `rows`.
  private func listWithACopyOfTheNewRow(_ rows: [Todo]) -> (PagedList<Todo>, Todo) {
    var (list, draft) = listAddingARow(to: rows)
    PagedList.reduce(&list, .refresh)
    let copy = Todo(id: 1_000, title: draft.title)
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: rows + [copy], totalCount: rows.count + 1, isLastPage: true)))
    return (list, draft)
  }

  @Test("the user's change of the page's copy of a new row is the row's, once the new row's answer comes")
  func changeOfThePagesCopyWins() {
    var (list, draft) = listWithACopyOfTheNewRow([Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .write(.update(Todo(id: 1_000, title: "Edited"))))  // request 2
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    #expect(list.items == [Todo(id: 1, title: "Todo 1"), Todo(id: 1_000, title: "Edited")], "one copy")
    #expect(list.writes.saving(1_000) == .update)
    PagedList.reduce(&list, .writeSucceeded(request: 2, saved: Todo(id: 1_000, title: "Edited")))
    #expect(list.items == [Todo(id: 1, title: "Todo 1"), Todo(id: 1_000, title: "Edited")])
    #expect(list.totalCount == 2)
  }

  @Test("the user's removal of the page's copy of a new row removes the row, whichever copy the answer names")
  func removalOfThePagesCopyWins() {
    var (list, draft) = listWithACopyOfTheNewRow([Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .write(.remove(Todo(id: 1_000, title: draft.title))))  // request 2
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    PagedList.reduce(&list, .writeSucceeded(request: 2, saved: nil))
    #expect(list.items.map(\.id) == [1], "the server has no row 1000 now")
    #expect(list.writes.isIdle)
  }

  @Test("removing the new row while the page's copy is being changed removes it once both are answered")
  func removalOfTheNewRowWhileItsCopyIsChanged() {
    var (list, draft) = listWithACopyOfTheNewRow([Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .write(.update(Todo(id: 1_000, title: "Edited"))))  // request 2
    PagedList.reduce(&list, .write(.remove(draft)))  // waits for request 1's id
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    #expect(list.items.map(\.id) == [1])
    PagedList.reduce(&list, .writeSucceeded(request: 2, saved: Todo(id: 1_000, title: "Edited")))
    #expect(list.writes.saving(1_000) == .remove, "request 3 removes it")
    PagedList.reduce(&list, .writeSucceeded(request: 3, saved: nil))
    #expect(list.items.map(\.id) == [1])
    #expect(list.writes.isIdle)
  }

  @Test("the new row's answer is older than the page's copy: the copy's values stay, where the user put the row")
  func pagesCopyIsNewerThanTheAnswer() {
    var (list, draft) = listWithACopyOfTheNewRow([Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .serverChanged(.updated(Todo(id: 1_000, title: "Changed elsewhere"))))
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    #expect(list.items == [Todo(id: 1_000, title: "Changed elsewhere"), Todo(id: 1, title: "Todo 1")])
  }

  @Test("a change of a row the server added while a last page loads survives that page, read before")
  func changeOfARowAddedWhileTheLastPageLoads() {
    var (list, draft) = listAddingARow(to: [])
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    PagedList.reduce(&list, .write(.update(Todo(id: 1_000, title: "Edited"))))  // request 2
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [], isLastPage: true)))
    #expect(list.items == [Todo(id: 1_000, title: "Edited")])
    PagedList.reduce(&list, .writeSucceeded(request: 2, saved: Todo(id: 1_000, title: "Edited")))
    #expect(list.items == [Todo(id: 1_000, title: "Edited")])
  }

  @Test("a last page read before the user's row was added, arriving in parts, keeps the row once it is whole")
  func rowAddedWhileALastPageArrivesInParts() {
    var (list, draft) = listAddingARow(to: [Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    PagedList.reduce(&list, .itemsArrived(page: 1, [Todo(id: 1, title: "Todo 1")]))
    #expect(list.items.map(\.id) == [1], "a part replaces the rows shown")
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: [Todo(id: 1, title: "Todo 1")], totalCount: 1, isLastPage: true)))
    #expect(list.items.map(\.id) == [1, 1_000], "the last page lacks it: it was read before the server added it")
  }

  @Test("once every page is loaded the count is the rows shown, however the server counted a removal in flight")
  func countOfACompleteList() {
    var list = PagedList<Todo>(prefetchDistance: 1)
    let rows = [Todo(id: 1, title: "Todo 1"), Todo(id: 2, title: "Todo 2")]
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: rows, totalCount: 2, isLastPage: true)))
    PagedList.reduce(&list, .write(.remove(rows[1])))
    #expect(list.totalCount == 1)
    // The server removed row 2 before it read this page, and its answer comes after.
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [rows[0]], totalCount: 1, isLastPage: true)))
    #expect(list.totalCount == 1, "not 0: the page counted the removal the list still counts")
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: nil))
    #expect(list.totalCount == 1)
  }

  @Test("a row another screen adds while page 1 loads again shows at the end if that page, read before, lacks it")
  func rowAddedElsewhereDuringARefresh() {
    var list = PagedList<Todo>(prefetchDistance: 1)
    let row = Todo(id: 1, title: "Todo 1")
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [row], isLastPage: true)))
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .serverChanged(.added(Todo(id: 7, title: "Added elsewhere"))))
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [row], isLastPage: true)))
    #expect(list.items.map(\.id) == [1, 7])
    #expect(list.additionsOnHold.isEmpty)
  }

  @Test("a row another screen adds while the user's new row waits for its id shows after the answer, once")
  func rowAddedElsewhereWhileANewRowWaits() {
    var (list, draft) = listAddingARow(to: [Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .serverChanged(.added(Todo(id: 1_001, title: "Added elsewhere"))))
    #expect(list.items.map(\.id) == [draft.id, 1], "it may be the user's own row: held back")
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    #expect(list.items.map(\.id) == [1_000, 1, 1_001])
    #expect(list.totalCount == 3)
    // The news of the user's own row, before its answer: one copy.
    (list, draft) = listAddingARow(to: [Todo(id: 1, title: "Todo 1")])
    PagedList.reduce(&list, .serverChanged(.added(Todo(id: 1_000, title: draft.title))))
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: Todo(id: 1_000, title: draft.title)))
    #expect(list.items.map(\.id) == [1_000, 1])
  }
}
