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
}
