import FeatureKit
import Testing

/// A row of the model: its id, and a title the user changes.
private struct Entry: Identifiable, Equatable, Sendable {
  let id: Int
  var title: Int
}

/// A server of numbered rows read in pages, which the user changes and removes rows of while
/// pages load: each request reaches the server at some moment between being sent and being
/// answered, in an order a seed picks, as over a real network.
private struct ModelServer {
  var rows: [Entry]
  let pageSize: Int

  func page(_ page: Int) -> ListPage<Entry> {
    let slice = rows.dropFirst((page - 1) * pageSize).prefix(pageSize)
    return ListPage(items: Array(slice), totalCount: rows.count, isLastPage: page * pageSize >= rows.count)
  }
}

/// A deterministic pseudo-random source (SplitMix64), so a failing seed replays.
private struct SeededRandom {
  var state: UInt64

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// One run: a list, the server, and the requests in flight with what the server made of them.
private struct Run {
  var list = PagedList<Entry>(prefetchDistance: 2)
  var server: ModelServer
  /// The page request in flight (the loading effect's): its page, and the page as the server
  /// read it once the request reached it.
  var pageRequest: (page: Int, read: ListPage<Entry>?)?
  /// The write requests in flight, by number, and what the server answered once it got them
  /// (`.some(nil)`: it refused, the row being gone).
  var writes: [Int: (request: WriteRequest<Entry>, answer: Entry??)] = [:]
  /// The rows whose removal the server refused: put back by the rule for that, not by the server's order.
  var putBack: Set<Int> = []
  var log: [String] = []

  init(rows: Int, pageSize: Int) {
    server = ModelServer(rows: (0..<rows).map { Entry(id: $0 + 1, title: 0) }, pageSize: pageSize)
  }

  mutating func send(_ event: PagedList<Entry>.Event) {
    log.append("\(event)")
    let loadingBefore = list.loadingPage
    PagedList.reduce(&list, event)
    // The loading effect: a new request when another page loads, or when the page that arrived
    // is asked for again by the same event; none when nothing loads.
    if let page = list.loadingPage {
      var asksAgain = false
      if case let .pageArrived(arrived, _) = event, arrived == page { asksAgain = true }
      if pageRequest?.page != page || loadingBefore == nil || asksAgain { pageRequest = (page, nil) }
    } else {
      pageRequest = nil
    }
    // The writing effect: a request for each one the list has in flight.
    let inFlight = list.writes.requests
    writes = writes.filter { inFlight.contains($0.value.request) }
    for request in inFlight where writes[request.number] == nil { writes[request.number] = (request, nil) }
  }

  /// The server gets request `number`: a removal removes the row; a change is saved if the row
  /// is still there, else refused.
  mutating func carryOut(_ number: Int) {
    guard let write = writes[number], write.answer == nil else { return }
    switch write.request.write {
    case let .remove(row):
      server.rows.removeAll { $0.id == row.id }
      writes[number]?.answer = .some(Entry(id: row.id, title: -1))
    case let .update(row):
      if let index = server.rows.firstIndex(where: { $0.id == row.id }) {
        server.rows[index].title = row.title
        writes[number]?.answer = .some(server.rows[index])
      } else {
        writes[number]?.answer = .some(nil)
      }
    case .insert: writes[number]?.answer = .some(nil)
    }
    log.append("server carried out \(number)")
  }

  /// Request `number` is answered, as the server carried it out (now, if it had not yet).
  mutating func answer(_ number: Int) {
    carryOut(number)
    guard let write = writes[number], let answer = write.answer else { return }
    if let saved = answer {
      send(.writeSucceeded(request: number, saved: write.request.write.kind == .remove ? nil : saved))
    } else {
      send(.writeFailed(request: number, FeatureError(message: "Not found.")))
    }
  }

  mutating func readPage() {
    guard let request = pageRequest, request.read == nil else { return }
    pageRequest?.read = server.page(request.page)
    log.append("server read page \(request.page)")
  }

  /// One step the seed picks.
  mutating func step(_ random: inout SeededRandom) {
    switch random.next(13) {
    case 12:
      // Another screen changes a row's title, and the list hears of it once it is saved. Not a
      // row the user is changing too: the news carries no time, so of two changes of a row the
      // last to arrive shows (a limit the guide states).
      let free = server.rows.indices.filter { index in
        !writes.values.contains { $0.request.write.item.id == server.rows[index].id }
      }
      guard !free.isEmpty else { return }
      let index = free[random.next(free.count)]
      server.rows[index].title = 1_000 + random.next(1_000)
      send(.serverChanged(.updated(server.rows[index])))
    case 9:
      // Another screen removes a row the server has, and the list hears of it once it is done
      // (a page in flight may have been read before or after).
      guard !server.rows.isEmpty else { return }
      let id = server.rows[random.next(server.rows.count)].id
      server.rows.removeAll { $0.id == id }
      send(.serverChanged(.removed(id)))
    case 10, 11:
      // The user changes a row's title (again, if a change of it is on its way).
      guard !list.items.isEmpty else { return }
      var row = list.items[random.next(list.items.count)]
      row.title = 1 + random.next(1_000)
      send(.write(.update(row)))
    case 0: send(.reached(row: max(0, list.items.count - 1)))
    case 1: readPage()
    case 2:
      guard let request = pageRequest else { return }
      if request.read == nil { readPage() }
      if let read = pageRequest?.read { send(.pageArrived(page: request.page, read)) }
    case 3, 4:
      let removable = list.items.filter { list.writes.saving($0.id) == nil }
      guard !removable.isEmpty else { return }
      send(.write(.remove(removable[random.next(removable.count)])))
    case 5:
      guard let number = writes.keys.sorted().randomElement(using: &random) else { return }
      carryOut(number)
    case 6:
      guard let number = writes.keys.sorted().randomElement(using: &random) else { return }
      answer(number)
    case 7:
      guard let number = writes.keys.sorted().randomElement(using: &random), let write = writes[number],
        write.answer == nil
      else { return }
      if write.request.write.kind == .remove { putBack.insert(write.request.write.item.id) }
      send(.writeFailed(request: number, FeatureError(message: "Refused.")))
    default:
      if list.failure != nil {
        send(.retry)
      } else if random.next(4) == 0 {
        send(.refresh)
      } else {
        send(.fetch)
      }
    }
  }

  /// Every write answered and every page read to the end, as a user who waits and scrolls.
  mutating func settle() {
    for _ in 0..<1_000 {
      guard let number = writes.keys.min() else { break }
      answer(number)
    }
    for _ in 0..<200 {
      if let request = pageRequest {
        readPage()
        if let read = pageRequest?.read { send(.pageArrived(page: request.page, read)) }
      } else if !list.isComplete {
        send(.reached(row: max(0, list.items.count - 1)))
        if list.status == .initial { send(.fetch) }
      } else {
        return
      }
    }
  }
}

extension Array {
  fileprivate func randomElement(using random: inout SeededRandom) -> Element? {
    isEmpty ? nil : self[random.next(count)]
  }
}

@Suite("PagedList against a server the user changes and removes rows of while pages load, over random orders")
struct PagedListModelTests {
  @Test(
    "whatever the order of pages, removals and answers: no row shown twice, none the server removed, none skipped; untouched rows in the server's order"
  )
  func noRowSkippedOrRepeated() {
    var failures: [String] = []
    for seed in 0..<5_000 where failures.isEmpty {
      var random = SeededRandom(state: UInt64(seed))
      var run = Run(rows: random.next(25), pageSize: 1 + random.next(5))
      run.send(.fetch)
      for _ in 0..<(10 + random.next(60)) {
        run.step(&random)
        let ids = run.list.items.map(\.id)
        // A row the user is still saving stays until its own answer, removed or not.
        let settled = ids.filter { run.list.writes.saving($0) == nil }
        if Set(ids).count != ids.count || !run.list.removedRows.isDisjoint(with: settled) {
          failures.append(
            "seed \(seed): shown \(ids), removed \(run.list.removedRows)\n" + run.log.suffix(30).joined(separator: "\n")
          )
          break
        }
      }
      run.settle()
      let shown = run.list.items.map(\.id)
      let server = run.server.rows.map(\.id)
      let untouched = { (ids: [Int]) in ids.filter { !run.putBack.contains($0) } }
      let titles = Dictionary(uniqueKeysWithValues: run.server.rows.map { ($0.id, $0.title) })
      if Set(shown) != Set(server) || shown.count != server.count || untouched(shown) != untouched(server)
        || run.list.items.contains(where: { titles[$0.id] != $0.title })
      {
        failures.append(
          "seed \(seed): shown \(shown), server \(run.server.rows)\n" + run.log.suffix(30).joined(separator: "\n"))
      }
    }
    #expect(failures.isEmpty, "\(failures.first ?? "")")
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

  @Test("a row another screen removed, which a page read before the removal still brings, moves the next page back")
  func removedElsewhereInAPageInFlight() {
    var list = PagedList<Row>(prefetchDistance: 1)
    var server = Array(1...9)
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, page(1, of: server)))
    PagedList.reduce(&list, .reached(row: 2))
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
    var list = PagedList<Row>(prefetchDistance: 1)
    var server = Array(1...9)
    PagedList.reduce(&list, .fetch)
    PagedList.reduce(&list, .pageArrived(page: 1, page(1, of: server)))
    PagedList.reduce(&list, .reached(row: 2))
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
