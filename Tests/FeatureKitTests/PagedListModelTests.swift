import FeatureKit
import Testing

/// A server of numbered rows read in pages, which the user removes rows from while pages load:
/// each request reaches the server at some moment between being sent and being answered, in an
/// order a seed picks, as over a real network.
private struct RemovingServer {
  var rows: [Int]
  let pageSize: Int

  func page(_ page: Int) -> ListPage<Row> {
    let slice = rows.dropFirst((page - 1) * pageSize).prefix(pageSize)
    return ListPage(items: slice.map(Row.init), totalCount: rows.count, isLastPage: page * pageSize >= rows.count)
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
  var list = PagedList<Row>(prefetchDistance: 2)
  var server: RemovingServer
  /// The page request in flight (the loading effect's): its page, and the page as the server
  /// read it once the request reached it.
  var pageRequest: (page: Int, read: ListPage<Row>?)?
  /// The write requests in flight, by number, and whether the server carried them out.
  var writes: [Int: (request: WriteRequest<Row>, done: Bool)] = [:]
  /// The rows whose removal the server refused: put back by the rule for that, not by the server's order.
  var putBack: Set<Int> = []
  var log: [String] = []

  init(rows: Int, pageSize: Int) {
    server = RemovingServer(rows: Array(1...max(1, rows)).filter { _ in rows > 0 }, pageSize: pageSize)
  }

  mutating func send(_ event: PagedList<Row>.Event) {
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
    for request in inFlight where writes[request.number] == nil { writes[request.number] = (request, false) }
  }

  mutating func carryOut(_ number: Int) {
    guard let write = writes[number], !write.done else { return }
    if case let .remove(row) = write.request.write { server.rows.removeAll { $0 == row.id } }
    writes[number]?.done = true
    log.append("server carried out \(number)")
  }

  mutating func readPage() {
    guard let request = pageRequest, request.read == nil else { return }
    pageRequest?.read = server.page(request.page)
    log.append("server read page \(request.page)")
  }

  /// One step the seed picks.
  mutating func step(_ random: inout SeededRandom) {
    switch random.next(10) {
    case 9:
      // Another screen removes a row the server has, and the list hears of it once it is done
      // (a page in flight may have been read before or after).
      guard !server.rows.isEmpty else { return }
      let id = server.rows[random.next(server.rows.count)]
      server.rows.removeAll { $0 == id }
      send(.serverChanged(.removed(id)))
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
      carryOut(number)
      send(.writeSucceeded(request: number, saved: nil))
    case 7:
      guard let number = writes.keys.sorted().randomElement(using: &random), let write = writes[number], !write.done
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
    for number in writes.keys.sorted() {
      carryOut(number)
      send(.writeSucceeded(request: number, saved: nil))
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

@Suite("PagedList against a server the user removes rows from while pages load, over random orders")
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
        if Set(ids).count != ids.count || !run.list.removedRows.isDisjoint(with: ids) {
          failures.append("seed \(seed): shown \(ids), removed \(run.list.removedRows)")
          break
        }
      }
      run.settle()
      let shown = run.list.items.map(\.id)
      let untouched = { (ids: [Int]) in ids.filter { !run.putBack.contains($0) } }
      if Set(shown) != Set(run.server.rows) || shown.count != run.server.rows.count
        || untouched(shown) != untouched(run.server.rows)
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

  /// Pages of three of the rows with `ids`, as the server has them now.
  private func page(_ number: Int, of ids: [Int]) -> ListPage<Row> {
    RemovingServer(rows: ids, pageSize: 3).page(number)
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
}
