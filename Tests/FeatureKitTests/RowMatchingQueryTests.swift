import FeatureKit
import Testing

/// A search whose rule the client knows: titles containing the text.
private struct TitleSearch: RowMatchingQuery, Equatable, Sendable {
  let text: String
  func matches(_ todo: Todo) -> Bool { todo.title.contains(text) }
}

@Suite("QueriedList with a query the client can check rows against")
struct RowMatchingQueryTests {
  /// A search for "ap" whose `pages` arrived, the last one last.
  private func search(_ pages: [[Todo]], total: Int) -> QueriedList<TitleSearch, Todo> {
    var list = QueriedList<TitleSearch, Todo>(query: TitleSearch(text: "ap"))
    for (index, rows) in pages.enumerated() {
      let page = ListPage(
        items: rows, totalCount: total, isLastPage: index == pages.count - 1 && pages.count * 2 >= total)
      QueriedList.reduce(&list, .answered(TitleSearch(text: "ap"), .pageArrived(page: index + 1, page)))
    }
    return list
  }

  @Test("a row added elsewhere that answers the query shows at the end; one that does not is left out")
  func rowAddedElsewhere() {
    let apple = Todo(id: 1, title: "apple")
    var list = search([[apple]], total: 1)
    QueriedList.reduce(&list, .list(.serverChanged(.added(Todo(id: 9, title: "banana")))))
    #expect(list.list.items == [apple], "\"banana\" does not answer \"ap\"")
    let apricot = Todo(id: 8, title: "apricot")
    QueriedList.reduce(&list, .list(.serverChanged(.added(apricot))))
    #expect(list.list.items == [apple, apricot], "where the server's last page would bring it")
    #expect(list.list.totalCount == 2)
  }

  @Test(
    "while pages are still to come, a row added elsewhere that answers waits for them, and shows once unless they bring it"
  )
  func rowAddedBeforeTheLastPage() {
    let apple = Todo(id: 1, title: "apple")
    let grape = Todo(id: 2, title: "grape")
    var list = search([[apple, grape]], total: 3)
    let apricot = Todo(id: 8, title: "apricot")
    QueriedList.reduce(&list, .list(.serverChanged(.added(apricot))))
    #expect(list.list.items == [apple, grape], "page 2 is still to come")
    #expect(list.list.additionsOnHold == [apricot])
    QueriedList.reduce(&list, .list(.reached(row: 1)))
    let lastPage = ListPage(items: [Todo(id: 3, title: "papaya"), apricot], totalCount: 4, isLastPage: true)
    QueriedList.reduce(&list, .answered(TitleSearch(text: "ap"), .pageArrived(page: 2, lastPage)))
    #expect(list.list.items.map(\.id) == [1, 2, 3, 8], "the page brought it: shown once, where the page has it")
    #expect(list.list.additionsOnHold.isEmpty)
  }

  @Test("another query drops the rows held for the query before; its pages bring what answers it")
  func heldRowsGoWithTheirQuery() {
    var list = search([[Todo(id: 1, title: "apple")]], total: 3)
    QueriedList.reduce(&list, .list(.serverChanged(.added(Todo(id: 8, title: "apricot")))))
    QueriedList.reduce(&list, .query(TitleSearch(text: "ch")))
    #expect(list.list.additionsOnHold.isEmpty)
    #expect(list.list.items.isEmpty)
  }

  @Test(
    "a row another screen changes so that it no longer answers goes, and the next page starts a row earlier, where the server's rows moved"
  )
  func rowChangedElsewhereStopsAnswering() {
    let apple = Todo(id: 1, title: "apple")
    var list = search([[apple, Todo(id: 2, title: "grape")]], total: 4)
    QueriedList.reduce(&list, .list(.serverChanged(.updated(Todo(id: 2, title: "plum")))))
    #expect(list.list.items == [apple], "\"plum\" does not answer \"ap\"")
    #expect(list.list.totalCount == 3)
    // The server's rows for "ap" are now apple, then the two page 2 held: page 2 would skip one.
    QueriedList.reduce(&list, .list(.fetch))
    #expect(list.list.loadingPage == 1)
  }

  @Test(
    "the user's own change that leaves a row no longer answering shows while it is saved, and goes once the server has it"
  )
  func ownChangeStopsAnswering() throws {
    let apple = Todo(id: 1, title: "apple")
    var list = search([[apple, Todo(id: 2, title: "grape")]], total: 2)
    let plum = Todo(id: 2, title: "plum")
    QueriedList.reduce(&list, .list(.write(.update(plum))))
    #expect(list.list.items == [apple, plum], "the user sees their change while it is saved")
    let request = try #require(list.list.writes.requests.first)
    QueriedList.reduce(&list, .list(.writeSucceeded(request: request.number, saved: plum)))
    #expect(list.list.items == [apple])
    #expect(list.list.totalCount == 1)
    QueriedList.reduce(&list, .list(.serverChanged(.updated(plum))))
    #expect(list.list.items == [apple], "its news changes nothing more")
  }

  @Test("a refused change puts back a row that answers, and the row stays")
  func refusedChangeKeepsTheRow() throws {
    let grape = Todo(id: 2, title: "grape")
    var list = search([[Todo(id: 1, title: "apple"), grape]], total: 2)
    QueriedList.reduce(&list, .list(.write(.update(Todo(id: 2, title: "plum")))))
    let request = try #require(list.list.writes.requests.first)
    QueriedList.reduce(&list, .list(.writeFailed(request: request.number, FeatureError(message: "Offline."))))
    #expect(list.list.items.map(\.title) == ["apple", "grape"])
  }

  @Test("a row held back to be added that an update leaves no longer answering is not shown")
  func heldRowStopsAnswering() {
    var list = search([[Todo(id: 1, title: "apple"), Todo(id: 2, title: "grape")]], total: 3)
    QueriedList.reduce(&list, .list(.serverChanged(.added(Todo(id: 8, title: "apricot")))))
    QueriedList.reduce(&list, .list(.serverChanged(.updated(Todo(id: 8, title: "berry")))))
    #expect(list.list.additionsOnHold.isEmpty)
    QueriedList.reduce(&list, .list(.reached(row: 1)))
    let lastPage = ListPage(items: [Todo(id: 3, title: "papaya")], totalCount: 3, isLastPage: true)
    QueriedList.reduce(&list, .answered(TitleSearch(text: "ap"), .pageArrived(page: 2, lastPage)))
    #expect(list.list.items.map(\.id) == [1, 2, 3])
  }

  @Test(
    "while the user's change that takes a row out of the query saves, the page loading is asked for a row earlier, as for a removal on its way"
  )
  func ownChangeLeavingCountsAsARemovalOnItsWay() {
    var list = search([[Todo(id: 1, title: "apple"), Todo(id: 2, title: "grape")]], total: 4)
    QueriedList.reduce(&list, .list(.fetch))
    #expect(list.list.loadingPage == 2)
    QueriedList.reduce(&list, .list(.write(.update(Todo(id: 2, title: "plum")))))
    #expect(list.list.loadingPage == 1, "the server may take grape out of \"ap\" before it reads page 2")
    #expect(list.list.items.map(\.title) == ["apple", "plum"])
  }

  @Test("a row that joined the query unseen and leaves it again: the next page is asked for a row earlier")
  func rowJoinedUnseenLeaves() {
    var list = search([[Todo(id: 1, title: "apple"), Todo(id: 2, title: "grape")]], total: 4)
    QueriedList.reduce(&list, .list(.serverChanged(.updated(Todo(id: 7, title: "papaya")))))
    #expect(list.list.items.count == 2, "left to its page, which alone knows where it stands")
    QueriedList.reduce(&list, .list(.serverChanged(.removed(7))))
    // Row 7 may have joined among page 1's rows; gone, it moved page 2's first row into page 1.
    QueriedList.reduce(&list, .list(.fetch))
    #expect(list.list.loadingPage == 1)
  }
}
