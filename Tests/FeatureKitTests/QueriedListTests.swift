import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A server that searches titles, in pages of two, each answered a second after it is asked
/// (its lists prefetch one row from the end, so a page of two does not ask for the next).
private final class SearchServer: @unchecked Sendable {
  let scheduler = TestScheduler()
  let titles = ["apple", "apricot", "banana", "abc one", "abc two", "abc three", "cherry"]
  var failure: FeatureError?
  private(set) var sent: [String] = []
  private(set) var cancelled: [String] = []

  func rows(matching query: String) -> [Todo] {
    titles.enumerated().compactMap { index, title in
      query.isEmpty || title.contains(query) ? Todo(id: index + 1, title: title) : nil
    }
  }

  func page(_ page: Int, of query: String) -> ListPage<Todo> {
    let rows = rows(matching: query)
    let slice = Array(rows.dropFirst((page - 1) * 2).prefix(2))
    return ListPage(items: slice, totalCount: rows.count, isLastPage: page * 2 >= rows.count)
  }

  func load(_ query: String, _ page: Int) -> SignalProducer<ListPage<Todo>, FeatureError> {
    let request = "\(query) p\(page)"
    sent.append(request)
    let answer = failure.map { SignalProducer(error: $0) } ?? SignalProducer(value: self.page(page, of: query))
    return SignalProducer<Void, FeatureError>(value: ()).delay(1, on: scheduler)
      .flatMap(.latest) { answer }
      .on(interrupted: { self.cancelled.append(request) })
  }

  func remove(_ todo: Todo) -> SignalProducer<Void, FeatureError> {
    sent.append("DELETE \(todo.id)")
    return SignalProducer(value: ()).delay(1, on: scheduler)
  }

  typealias Tester = LoopTester<QueriedList<String, Todo>, QueriedList<String, Todo>.Event>

  func tester(query: String) -> Tester {
    LoopTester(
      initial: QueriedList(query: query, prefetchDistance: 1), reduce: QueriedList.reduce, scheduler: scheduler
    ) { scheduler in
      [
        QueriedList.loading(pages: { self.load($0, $1) }, on: scheduler),
        QueriedList.forList(PagedList.writing(remove: self.remove, on: scheduler)),
      ]
    }
  }

  /// Page `page` of `query` arriving whole after the rows shown, as the loading effect sends it.
  func receive(page: Int, of query: String, _ loop: Tester) {
    let result = self.page(page, of: query)
    loop.receive(.answered(query, .itemsArrived(page: page, result.items))) {
      PagedList.reduce(&$0.list, .itemsArrived(page: page, result.items))
    }
    loop.receive(.answered(query, .pageArrived(page: page, result))) {
      PagedList.reduce(&$0.list, .pageArrived(page: page, result))
    }
  }
}

@Suite("QueriedList: a list whose rows the server picks by a query, always the rows of the query shown")
struct QueriedListTests {
  @Test("it loads page 1 of its query from the start, and later pages of the same query")
  func loadsItsQuery() {
    let server = SearchServer()
    let loop = server.tester(query: "ap")
    #expect(loop.state.list.status == .loading(page: 1))
    loop.advance(by: 1)
    server.receive(page: 1, of: "ap", loop)
    #expect(loop.state.list.items.map(\.title) == ["apple", "apricot"])
    #expect(loop.state.list.isComplete)
    let everything = server.tester(query: "")
    everything.advance(by: 1)
    server.receive(page: 1, of: "", everything)
    everything.send(.list(.reached(row: 1))) { $0.list.status = .loading(page: 2) }
    everything.advance(by: 1)
    server.receive(page: 2, of: "", everything)
    #expect(everything.state.list.items.map(\.title) == ["apple", "apricot", "banana", "abc one"])
    #expect(server.sent == ["ap p1", " p1", " p2"])
    loop.finish()
    everything.finish()
  }

  @Test("a new query while page 1 of the one before loads cancels it and shows only the new query's answer")
  func newQueryCancelsTheStaleRequest() {
    let server = SearchServer()
    let loop = server.tester(query: "a")
    loop.advance(by: 0.5)
    loop.send(.query("abc")) { $0.query = "abc" }
    #expect(server.sent == ["a p1", "abc p1"], "the same page is asked again, for the new query")
    #expect(server.cancelled == ["a p1"])
    loop.advance(by: 1)
    server.receive(page: 1, of: "abc", loop)
    #expect(loop.state.list.items.map(\.title) == ["abc one", "abc two"])
    #expect(loop.state.list.screenStatus(noun: "posts").statusText == "2 of 3 posts")
    loop.finish()
  }

  @Test("a new query empties a loaded list and starts again at page 1; the same query changes nothing")
  func newQueryEmptiesTheRows() {
    let server = SearchServer()
    let loop = server.tester(query: "")
    loop.advance(by: 1)
    server.receive(page: 1, of: "", loop)
    loop.send(.list(.reached(row: 1))) { $0.list.status = .loading(page: 2) }
    loop.advance(by: 1)
    server.receive(page: 2, of: "", loop)
    loop.send(.query("")) { _ in }
    loop.send(.query("an")) {
      $0.query = "an"
      $0.list = PagedList(prefetchDistance: 1)
      $0.list.status = .loading(page: 1)
    }
    #expect(loop.state.list.items.isEmpty, "no row of the query before is shown under the new one")
    loop.advance(by: 1)
    server.receive(page: 1, of: "an", loop)
    #expect(loop.state.list.items.map(\.title) == ["banana"])
    #expect(server.sent == [" p1", " p2", "an p1"])
    loop.finish()
  }

  @Test("an answer for the query before, already on its way, is ignored")
  func lateAnswerIgnored() {
    var list = QueriedList<String, Todo>(query: "a")
    QueriedList.reduce(&list, .query("abc"))
    let before = list
    arrive([Todo(id: 1, title: "apple")], for: "a", &list)
    QueriedList.reduce(&list, .answered("a", .failed(FeatureError(message: "The server answered 500."))))
    #expect(list == before)
    QueriedList.reduce(&list, .answered("abc", .failed(FeatureError(message: "The server answered 500."))))
    #expect(list.list.failure == FeatureError(message: "The server answered 500."))
  }

  @Test("retry and refresh ask the server again for the query shown")
  func retryUsesTheQueryShown() {
    let server = SearchServer()
    server.failure = FeatureError(message: "The server answered 500.")
    let loop = server.tester(query: "a")
    loop.send(.query("ch")) { $0.query = "ch" }
    loop.advance(by: 1)
    loop.receive(.answered("ch", .failed(FeatureError(message: "The server answered 500.")))) {
      $0.list.status = .failed(FeatureError(message: "The server answered 500."))
    }
    server.failure = nil
    loop.send(.list(.reload)) { $0.list.status = .loading(page: 1) }
    loop.advance(by: 1)
    server.receive(page: 1, of: "ch", loop)
    loop.send(.list(.refresh)) {
      $0.list.status = .loading(page: 1)
      $0.list.isRefreshing = true
    }
    loop.advance(by: 1)
    server.receive(page: 1, of: "ch", loop)
    #expect(loop.state.list.items.map(\.title) == ["cherry"])
    #expect(server.sent == ["a p1", "ch p1", "ch p1", "ch p1"])
    loop.finish()
  }

  @Test("a removal on its way when the query changes still reaches the server, and its answer applies")
  func writeSurvivesANewQuery() {
    let server = SearchServer()
    let loop = server.tester(query: "ap")
    loop.advance(by: 1)
    server.receive(page: 1, of: "ap", loop)
    let apple = loop.state.list.items[0]
    loop.send(.list(.write(.remove(apple)))) { PagedList.reduce(&$0.list, .write(.remove(apple))) }
    #expect(loop.state.list.writes.saving(apple.id) == .remove)
    loop.send(.query("ch")) {
      $0.query = "ch"
      let writes = $0.list.writes
      $0.list = PagedList(prefetchDistance: 1)
      $0.list.writes = writes
      $0.list.writes.pending[0].beganOnOtherRows = true  // not of the new query's rows
      $0.list.status = .loading(page: 1)
    }
    loop.advance(by: 1)
    loop.receive(.list(.writeSucceeded(request: 1, saved: nil))) {
      $0.list.writes.pending = []
      $0.list.removedRows = [apple.id]
      $0.list.removalsSincePageRequest = 1
    }
    server.receive(page: 1, of: "ch", loop)
    #expect(server.sent == ["ap p1", "DELETE 1", "ch p1"])
    #expect(loop.state.list.items.map(\.title) == ["cherry"])
    #expect(loop.state.list.writes.isIdle)
    loop.finish()
  }

  /// A search for "ap" that found "apple" (id 1), its only page.
  private func appleSearch() -> (QueriedList<String, Todo>, Todo) {
    let apple = Todo(id: 1, title: "apple")
    var list = QueriedList<String, Todo>(query: "ap")
    arrive([apple], for: "ap", &list)
    return (list, apple)
  }

  /// The only page of `query` arrives at `list` with `rows`.
  private func arrive(_ rows: [Todo], for query: String, _ list: inout QueriedList<String, Todo>) {
    QueriedList.reduce(&list, .answered(query, .pageArrived(page: 1, ListPage(items: rows, isLastPage: true))))
  }

  @Test("a write that failed before the query changed is not said under the new query; one failing after is")
  func writeFailuresAcrossQueries() {
    let apple = Todo(id: 1, title: "apple")
    let failure = FeatureError(message: "The server answered 500.")
    var list = QueriedList<String, Todo>(query: "ap")
    arrive([apple], for: "ap", &list)
    QueriedList.reduce(&list, .list(.write(.remove(apple))))
    QueriedList.reduce(&list, .list(.writeFailed(request: 1, failure)))
    #expect(list.list.writes.failure?.error == failure)
    QueriedList.reduce(&list, .query("ch"))
    #expect(list.list.writes.failure == nil, "the words went with the rows they were about")

    QueriedList.reduce(&list, .query("ap"))
    arrive([apple], for: "ap", &list)
    QueriedList.reduce(&list, .list(.write(.remove(apple))))
    QueriedList.reduce(&list, .query("ch"))
    let cherry = Todo(id: 7, title: "cherry")
    arrive([cherry], for: "ch", &list)
    QueriedList.reduce(&list, .list(.writeFailed(request: 2, failure)))
    #expect(
      list.list.screenStatus(noun: "to-dos", singular: "to-do").statusText
        == "Couldn't delete the to-do: The server answered 500.")
    #expect(list.list.items == [cherry], "apple is not a row of \"ch\": it does not come back here")
  }

  @Test("a row added under the query before is not shown under the new one unless its pages bring it")
  func rowAddedUnderTheQueryBefore() {
    var (list, apple) = appleSearch()
    let draft = Todo(id: list.list.provisionalID(), title: "apricot jam")
    QueriedList.reduce(&list, .list(.write(.insert(draft, at: 0))))
    QueriedList.reduce(&list, .query("ch"))
    let cherry = Todo(id: 7, title: "cherry")
    arrive([cherry], for: "ch", &list)
    #expect(list.list.items == [cherry], "a \"ch\" search does not find \"apricot jam\"")
    #expect(list.list.writes.saving(draft.id) == .insert, "the status still says it is being saved")
    QueriedList.reduce(&list, .list(.writeSucceeded(request: 1, saved: Todo(id: 8, title: "apricot jam"))))
    #expect(list.list.items == [cherry])
    #expect(list.list.writes.isIdle)

    // Under a query whose page brings it (read after the server added it), it shows once.
    QueriedList.reduce(&list, .query("ap"))
    arrive([apple], for: "ap", &list)
    let jam = Todo(id: list.list.provisionalID(), title: "jam")
    QueriedList.reduce(&list, .list(.write(.insert(jam, at: 0))))  // request 2
    QueriedList.reduce(&list, .query("a"))
    let saved = Todo(id: 9, title: "jam")
    arrive([apple, saved], for: "a", &list)
    #expect(list.list.items == [apple, saved])
    QueriedList.reduce(&list, .list(.writeSucceeded(request: 2, saved: saved)))
    #expect(list.list.items == [apple, saved], "where the page put it, once")
  }

  @Test("a late answer to a row added under another query does not undo a change saved since")
  func lateAnswerOfARowAddedUnderAnotherQuery() {
    var (list, apple) = appleSearch()
    let draft = Todo(id: list.list.provisionalID(), title: "apricot jam")
    QueriedList.reduce(&list, .list(.write(.insert(draft, at: 0))))  // request 1
    QueriedList.reduce(&list, .query("a"))
    let jam = Todo(id: 8, title: "apricot jam")
    arrive([apple, jam], for: "a", &list)
    let jelly = Todo(id: 8, title: "apricot jelly")
    QueriedList.reduce(&list, .list(.write(.update(jelly))))  // request 2, on the page's copy
    QueriedList.reduce(&list, .list(.writeSucceeded(request: 2, saved: jelly)))
    QueriedList.reduce(&list, .query("ap"))
    QueriedList.reduce(&list, .list(.writeSucceeded(request: 1, saved: jam)))  // made before request 2
    arrive([apple, jelly], for: "ap", &list)
    #expect(list.list.items == [apple, jelly], "the page, read after both, has it as it is")
  }

  @Test("a row another screen added is left to the pages, which alone know whether it answers the query")
  func rowAddedElsewhere() {
    var (list, apple) = appleSearch()
    QueriedList.reduce(&list, .list(.serverChanged(.added(Todo(id: 9, title: "banana")))))
    #expect(list.list.items == [apple], "\"banana\" does not answer \"ap\"")
    #expect(list.list.additionsOnHold.isEmpty)
    let renamed = Todo(id: 1, title: "apple pie")
    QueriedList.reduce(&list, .list(.serverChanged(.added(renamed))))  // a row shown: an update
    #expect(list.list.items == [renamed])
    QueriedList.reduce(&list, .list(.serverChanged(.removed(1))))
    #expect(list.list.items.isEmpty)
  }

  @Test("a removal begun under the query before that fails comes back if the new query's page brought its row")
  func failedRemovalOfARowOfBothQueries() {
    let apple = Todo(id: 1, title: "apple")
    let apricot = Todo(id: 2, title: "apricot")
    var list = QueriedList<String, Todo>(query: "ap")
    arrive([apple, apricot], for: "ap", &list)
    QueriedList.reduce(&list, .list(.write(.remove(apricot))))
    QueriedList.reduce(&list, .query("apr"))
    arrive([apricot], for: "apr", &list)
    #expect(list.list.items.isEmpty, "being removed")
    QueriedList.reduce(&list, .list(.writeFailed(request: 1, FeatureError(message: "Refused."))))
    #expect(list.list.items == [apricot], "a row of \"apr\": the server still has it")
  }
}
