import FeatureKit
import Testing

@Suite(
  "PagedList against a server the user and another screen add, change and remove rows of while pages load, over random orders"
)
struct PagedListModelTests {
  @Test(
    "whatever the order of pages, writes, answers and news: no row shown twice, none the server removed, none skipped, each as the server has it, the server's count; untouched rows in its order"
  )
  func noRowSkippedOrRepeated() {
    let failure = (0..<5_000).lazy.compactMap { run(seed: $0, queries: false) }.first
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(
    "a QueriedList whose query changes meanwhile too: every row shown answers the query, none twice, as the server has it; none missing but rows added since"
  )
  func queriedListShowsOnlyRowsOfItsQuery() {
    let failure = (0..<5_000).lazy.compactMap { run(seed: $0, queries: true, ServerSideGroup.self) }.first
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(
    "a QueriedList whose query the client can check rows against, while changes move rows in and out of it: as above (a row that stops answering goes), and no row another screen added is missing"
  )
  func queriedListShowsRowsAddedElsewhereThatAnswer() {
    let failure = (0..<5_000).lazy.compactMap { run(seed: $0, queries: true, ClientSideGroup.self) }.first
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(
    "a server that puts new rows first (newest first): as above, rows added elsewhere showing first as soon as page 1 is loaded"
  )
  func newestFirstServer() {
    let failure = (0..<5_000).lazy.compactMap { run(seed: $0, queries: false, newRows: .atTheStart) }.first
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Runs `seed`; says how the list went wrong, if it did.
  private func run<Query: ModelQuery>(
    seed: Int, queries: Bool, _: Query.Type = ServerSideGroup.self, newRows: NewRowPlacement = .atTheEnd
  ) -> String? {
    var random = SeededRandom(state: UInt64(seed))
    var run = ModelRun<Query>(rows: random.next(25), pageSize: 1 + random.next(5), queries: queries, newRows: newRows)
    run.send(.fetch)
    let report = { (what: String) in "seed \(seed): \(what)\n" + run.log.suffix(30).joined(separator: "\n") }
    for _ in 0..<(10 + random.next(60)) {
      run.step(&random)
      let ids = run.list.items.map(\.id)
      // A row the user is still saving stays until its own answer, removed or not.
      let settled = ids.filter { run.list.writes.saving($0) == nil }
      if Set(ids).count != ids.count || !run.list.removedRows.isDisjoint(with: settled) {
        return report("shown \(ids), removed \(run.list.removedRows)")
      }
    }
    run.settle()
    let shown = run.list.items.map(\.id)
    let query = run.queried.query.group
    let server = run.server.rows.filter { query == ModelRow.anyGroup || $0.group == query }.map(\.id)
    // A row a change moved into the query's group shows where a later page brings it.
    let untouched = { (ids: [Int]) in
      ids.filter { !run.putBack.contains($0) && !run.added.contains($0) && !run.regrouped.contains($0) }
    }
    let titles = Dictionary(uniqueKeysWithValues: run.server.rows.map { ($0.id, $0.title) })
    // Under a query, a row added since the rows were loaded may wait for a refresh: whether it
    // answers the query is the server's to say, unless the client can check (then only a row the
    // user added under another query may wait, and one a change moved into the query's group).
    let missing = Set(server).subtracting(shown)
    let mayBeMissing = run.regroups ? run.added.subtracting(run.addedElsewhere).union(run.regrouped) : run.added
    if Set(shown).count != shown.count || !Set(shown).isSubset(of: server)
      || !(queries ? missing.isSubset(of: mayBeMissing) : missing.isEmpty)
      || untouched(shown) != untouched(server) || run.list.items.contains(where: { titles[$0.id] != $0.title })
      || run.list.totalCount != (queries ? shown.count : server.count)
    {
      let count = String(describing: run.list.totalCount)
      return report("query \(query), shown \(shown) of \(count), server \(run.server.rows)")
    }
    return nil
  }

  @Test("a refused removal goes back where the last page that brought it, hidden, had it: not after a row gone since")
  func refusedRemovalGoesWhereThePageHadIt() {
    var list = PagedList<Row>(prefetchDistance: 2)
    let rows = { (ids: [Int]) in ids.map(Row.init) }
    for event: PagedList<Row>.Event in [
      .fetch, .pageArrived(page: 1, ListPage(items: rows([1, 2, 3, 4]), totalCount: 17, isLastPage: false)),
      .write(.remove(Row(id: 2))), .reached(row: 2), .write(.remove(Row(id: 4))),
      .pageArrived(page: 1, ListPage(items: rows([1, 3, 4, 5]), totalCount: 16, isLastPage: false)),
      .write(.remove(Row(id: 5))), .fetch, .write(.remove(Row(id: 3))), .write(.remove(Row(id: 1))),
      .writeSucceeded(request: 2, saved: nil),
      // Rows 1 and 5 are still being removed, so this page shows only 6 and 7.
      .pageArrived(page: 1, ListPage(items: rows([1, 5, 6, 7]), totalCount: 14, isLastPage: false)),
    ] {
      PagedList.reduce(&list, event)
    }
    #expect(list.items.map(\.id) == [6, 7])
    PagedList.reduce(&list, .writeFailed(request: 3, FeatureError(message: "Refused.")))
    #expect(list.items.map(\.id) == [5, 6, 7], "5 stood before 6 on the page, not after 3, which is gone")
  }

  @Test("a refused removal whose row before it was removed since goes after the row that one followed")
  func refusedRemovalFollowsTheChain() {
    var list = PagedList<Row>(prefetchDistance: 1)
    PagedList.reduce(&list, .fetch)
    let page = ListPage(items: [1, 2, 3, 4].map(Row.init), totalCount: 4, isLastPage: true)
    PagedList.reduce(&list, .pageArrived(page: 1, page))
    PagedList.reduce(&list, .write(.remove(Row(id: 3))))  // request 1: after 2
    PagedList.reduce(&list, .write(.remove(Row(id: 2))))  // request 2: after 1
    PagedList.reduce(&list, .writeSucceeded(request: 2, saved: nil))
    PagedList.reduce(&list, .writeFailed(request: 1, FeatureError(message: "Refused.")))
    #expect(list.items.map(\.id) == [1, 3, 4], "after 1, which 2 followed")
  }

  @Test("a refused removal whose row before it another screen removed goes after the row that one followed")
  func refusedRemovalAfterARowRemovedElsewhere() {
    var list = PagedList<Row>(prefetchDistance: 1)
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: [1, 2, 3, 4].map(Row.init), isLastPage: true)))
    PagedList.reduce(&list, .write(.remove(Row(id: 3))))  // request 1: after 2
    PagedList.reduce(&list, .serverChanged(.removed(2)))
    PagedList.reduce(&list, .writeFailed(request: 1, FeatureError(message: "Refused.")))
    #expect(list.items.map(\.id) == [1, 3, 4])
  }

  /// Page `number`, of three, of the rows with `ids`, as the server has them now.
  private func page(_ number: Int, of ids: [Int]) -> ListPage<Row> {
    let slice = ids.dropFirst((number - 1) * 3).prefix(3)
    return ListPage(items: slice.map(Row.init), totalCount: ids.count, isLastPage: number * 3 >= ids.count)
  }

  /// A list of nine rows, three a page, showing page 1 and loading page 2, and the server's rows.
  private func listLoadingPageTwo() -> (PagedList<Row>, [Int]) {
    var list = PagedList<Row>(prefetchDistance: 1)
    let server = Array(1...9)
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, page(1, of: server)))
    PagedList.reduce(&list, .reached(row: 2))
    return (list, server)
  }

  @Test("a row another screen removed, which a page read before the removal still brings, moves the next page back")
  func removedElsewhereInAPageInFlight() {
    var (list, server) = listLoadingPageTwo()
    let readBeforeTheRemoval = page(2, of: server)  // 4, 5, 6
    server.removeAll { $0 == 5 }
    PagedList.reduce(&list, .serverChanged(.removed(5)))
    PagedList.reduce(&list, .pageArrived(page: 2, readBeforeTheRemoval))
    #expect(list.items.map(\.id) == [1, 2, 3, 4, 6])
    PagedList.reduce(&list, .reached(row: 4))
    #expect(list.loadingPage == 2, "page 2 again: 7 moved into it")
    PagedList.reduce(&list, .pageArrived(page: 2, page(2, of: server)))
    #expect(list.items.map(\.id) == [1, 2, 3, 4, 6, 7])
  }

  @Test("a shown row another screen removed while the next page loads: that page is asked for a row earlier")
  func removedElsewhereWhileAPageLoads() {
    var (list, server) = listLoadingPageTwo()
    server.removeAll { $0 == 2 }
    PagedList.reduce(&list, .serverChanged(.removed(2)))
    #expect(list.loadingPage == 1, "page 2 may be read after the removal, from row 5: 4 would be skipped")
    PagedList.reduce(&list, .pageArrived(page: 1, page(1, of: server)))
    #expect(list.items.map(\.id) == [1, 3, 4])
  }

  @Test("a change another screen saved while a page loads wins over that page's copy, which may be older")
  func changedElsewhereWhileAPageLoads() {
    var list = PagedList<Todo>(prefetchDistance: 1)
    let rows = (1...3).map { Todo(id: $0, title: "Todo \($0)") }
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: rows, isLastPage: true)))
    PagedList.reduce(&list, .refresh)
    var renamed = rows[1]
    renamed.title = "Renamed elsewhere"
    PagedList.reduce(&list, .serverChanged(.updated(renamed)))
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: rows, isLastPage: true)))
    #expect(list.items[1] == renamed)
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(&list, .pageArrived(page: 1, ListPage(items: rows, isLastPage: true)))
    #expect(list.items[1] == rows[1], "a page asked for after the change is the server's word")
  }

  @Test("a row another screen removed while the user's change of it was on its way goes when that change is answered")
  func changeAnsweredAfterARemovalElsewhere() {
    var list = PagedList<Todo>(prefetchDistance: 1)
    let rows = (1...6).map { Todo(id: $0, title: "Todo \($0)") }
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: Array(rows.prefix(3)), totalCount: 6, isLastPage: false)))
    var ticked = rows[1]
    ticked.done = true
    PagedList.reduce(&list, .write(.update(ticked)))
    PagedList.reduce(&list, .reached(row: 2))
    PagedList.reduce(&list, .serverChanged(.removed(2)))
    #expect(list.items.map(\.id) == [1, 2, 3], "the row being saved stays until its answer")
    #expect(list.loadingPage == 1, "page 2 may have been read after the removal: asked for a row earlier")
    PagedList.reduce(&list, .writeSucceeded(request: 1, saved: ticked))
    #expect(list.items.map(\.id) == [1, 3], "saved before the removal, but gone now")
    #expect(list.writes.isIdle)
  }

  @Test("a refused change of a row a refresh has not brought back yet leaves it to its page")
  func refusedChangeOfARowNotShownYet() {
    var list = PagedList<Todo>(prefetchDistance: 1)
    let rows = (1...6).map { Todo(id: $0, title: "Todo \($0)") }
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: Array(rows[0..<3]), totalCount: 6, isLastPage: false)))
    PagedList.reduce(&list, .reached(row: 2))
    PagedList.reduce(&list, .pageArrived(page: 2, ListPage(items: Array(rows[3..<6]), totalCount: 6, isLastPage: true)))
    var ticked = rows[4]
    ticked.done = true
    PagedList.reduce(&list, .write(.update(ticked)))
    PagedList.reduce(&list, .refresh)
    PagedList.reduce(
      &list, .pageArrived(page: 1, ListPage(items: Array(rows[0..<3]), totalCount: 6, isLastPage: false)))
    PagedList.reduce(&list, .writeFailed(request: 1, FeatureError(message: "Offline.")))
    #expect(list.items.map(\.id) == [1, 2, 3], "row 5 comes with page 2, in its place")
  }
}
