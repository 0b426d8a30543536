import FeatureKit
import Testing

/// A row of `PagedListModelTests`' server: its id, a title the user changes, and the group a
/// query picks (changed only where the client can check rows against the query).
struct ModelRow: Identifiable, Equatable, Sendable {
  /// The group of a query that picks every row.
  static let anyGroup = -1
  let id: Int
  var title: Int
  var group = 0
}

/// A server of numbered rows read in pages, which the user and another screen add, change and
/// remove rows of while pages load: each request reaches the server at some moment between
/// being sent and being answered, in an order a seed picks, as over a real network, and the
/// news of each change the server made comes later, in order.
struct ModelServer {
  var rows: [ModelRow]
  let pageSize: Int
  /// Where it puts a row added.
  var newRows = NewRowPlacement.atTheEnd

  /// Adds `row` where the server puts new rows.
  mutating func add(_ row: ModelRow) {
    rows.insert(row, at: newRows == .atTheEnd ? rows.count : 0)
  }

  /// Page `page` of the rows of `group`, or all for `ModelRow.anyGroup`.
  func page(_ page: Int, of group: Int = ModelRow.anyGroup) -> ListPage<ModelRow> {
    let rows = rows.filter { group == ModelRow.anyGroup || $0.group == group }
    let slice = rows.dropFirst((page - 1) * pageSize).prefix(pageSize)
    return ListPage(items: Array(slice), totalCount: rows.count, isLastPage: page * pageSize >= rows.count)
  }
}

/// The model's query: the rows of a group, or all (`ModelRow.anyGroup`).
protocol ModelQuery: Equatable, Sendable {
  init(group: Int)
  var group: Int { get }
}

/// A query only the server can check rows against: a row added elsewhere waits for a page.
struct ServerSideGroup: ModelQuery {
  let group: Int
}

/// A query the client checks rows against as the server does (`RowMatchingQuery`).
struct ClientSideGroup: ModelQuery, RowMatchingQuery {
  let group: Int
  func matches(_ row: ModelRow) -> Bool { group == ModelRow.anyGroup || row.group == group }
}

/// A deterministic pseudo-random source (SplitMix64), so a failing seed replays.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// One run of `PagedListModelTests`: a list, the server, and the requests in flight with what
/// the server made of them. With `queries`, the list is a `QueriedList` of a group of rows (or
/// all), and the user changes the group while pages and writes are on their way.
struct ModelRun<Query: ModelQuery> {
  var queried: QueriedList<Query, ModelRow>
  /// Whether the list goes through `QueriedList` (else it is a `PagedList` alone).
  let queries: Bool
  var server: ModelServer
  /// The page request in flight (the loading effect's): its query and page, the page as the
  /// server read it once the request reached it, and how many of its rows arrived in parts.
  var pageRequest: (query: Query, page: Int, read: ListPage<ModelRow>?, arrived: Int)?
  /// The write requests in flight, by number, and what the server answered once it got them
  /// (`.some(nil)`: it refused, the row being gone).
  var writes: [Int: (request: WriteRequest<ModelRow>, answer: ModelRow??)] = [:]
  /// The rows whose removal the server refused: put back by the rule for that, not by the server's order.
  var putBack: Set<Int> = []
  /// The ids of rows added since the start (by the user, or elsewhere): the server puts them at
  /// one end, wherever the user put them, so they are not in its order.
  var added: Set<Int> = []
  /// Those of them another screen added.
  var addedElsewhere: Set<Int> = []
  /// Whether changes move rows between groups: only with a query the client checks rows against
  /// (`RowMatchingQuery`); under another, a row that stopped answering stays until a refresh.
  let regroups = Query.self is any RowMatchingQuery.Type
  /// The ids of rows a change moved to another group: one moved into the query's may wait for
  /// a refresh, as only its page knows where it stands.
  var regrouped: Set<Int> = []
  /// The id the server gives the next row added.
  var nextID = 1_000
  /// The news of changes the server made (the user's writes and another screen's), in the order
  /// it made them, not yet delivered: one stream, as a client announces them. The news of a
  /// write comes before or after its answer, but before the server gets the row's next write
  /// (sent only after the answer).
  var news: [ServerChange<ModelRow>] = []
  var log: [String] = []

  init(rows: Int, pageSize: Int, queries: Bool = false, newRows: NewRowPlacement = .atTheEnd) {
    self.queries = queries
    // Nothing asked yet: the run's first step fetches.
    queried = QueriedList(query: Query(group: ModelRow.anyGroup), prefetchDistance: 2, newRows: newRows)
    queried.list = PagedList(prefetchDistance: 2, newRows: newRows)
    server = ModelServer(
      rows: (0..<rows).map { ModelRow(id: $0 + 1, title: 0, group: $0 % 2) }, pageSize: pageSize, newRows: newRows)
  }

  /// The list.
  var list: PagedList<ModelRow> {
    get { queried.list }
    set { queried.list = newValue }
  }

  /// The user's event, or a write's answer.
  mutating func send(_ event: PagedList<ModelRow>.Event) {
    reduce(queries ? .list(event) : nil, event)
  }

  /// What the loading effect sends for the page request in flight.
  mutating func answerPage(_ event: PagedList<ModelRow>.Event) {
    guard let request = pageRequest else { return }
    reduce(queries ? .answered(request.query, event) : nil, event)
  }

  /// The user picks the rows of another group (or all).
  mutating func ask(_ group: Int) {
    reduce(.query(Query(group: group)), nil)
  }

  /// Reduces `queriedEvent` with `queries`, else `event`, and runs the effects.
  private mutating func reduce(_ queriedEvent: QueriedList<Query, ModelRow>.Event?, _ event: PagedList<ModelRow>.Event?)
  {
    log.append("\(queriedEvent.map { "\($0)" } ?? event.map { "\($0)" } ?? "")")
    let loadingBefore = list.loadingPage
    let queryBefore = queried.query
    if let queriedEvent {
      QueriedList.reduce(&queried, queriedEvent)
    } else if let event {
      PagedList.reduce(&queried.list, event)
    }
    // The loading effect: a new request when another page (or query) loads, or when the page
    // that arrived is asked for again by the same event; none when nothing loads.
    if let page = list.loadingPage {
      var asksAgain = false
      if case let .pageArrived(arrived, _) = event, arrived == page { asksAgain = true }
      if pageRequest?.page != page || loadingBefore == nil || asksAgain || queried.query != queryBefore {
        pageRequest = (queried.query, page, nil, 0)
      }
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
    if let earlier = news.lastIndex(where: { $0.id == write.request.write.item.id }) { deliverNews(through: earlier) }
    switch write.request.write {
    case let .remove(row):
      server.rows.removeAll { $0.id == row.id }
      writes[number]?.answer = .some(ModelRow(id: row.id, title: -1))
      news.append(.removed(row.id))
    case let .update(row):
      if let index = server.rows.firstIndex(where: { $0.id == row.id }) {
        server.rows[index].title = row.title
        server.rows[index].group = row.group
        writes[number]?.answer = .some(server.rows[index])
        news.append(.updated(server.rows[index]))
      } else {
        writes[number]?.answer = .some(nil)
      }
    case let .insert(row, _):
      let saved = ModelRow(id: nextID, title: row.title, group: row.group)
      nextID += 1
      server.add(saved)
      added.insert(saved.id)
      writes[number]?.answer = .some(saved)
      news.append(.added(saved))
    }
    log.append("server carried out \(number)")
  }

  /// The list hears the news up to `index`, in order.
  mutating func deliverNews(through index: Int) {
    for _ in 0...index { send(.serverChanged(news.removeFirst())) }
  }

  /// Another screen's change, announced: heard now, or later with the news after it.
  mutating func announce(_ change: ServerChange<ModelRow>, _ random: inout SeededRandom) {
    news.append(change)
    if random.next(2) == 0 { deliverNews(through: news.count - 1) }
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
    // The news of a removal, or of a change that moved a row to another group, arrives before a
    // page read after it does (a limit the guide states: else the page may have skipped a row,
    // until a refresh).
    if let removal = news.lastIndex(where: leavesAGroup) {
      deliverNews(through: removal)
      guard pageRequest.map({ $0.query == request.query && $0.page == request.page && $0.read == nil }) == true
      else { return }
    }
    pageRequest?.read = server.page(request.page, of: request.query.group)
    log.append("server read page \(request.page)")
  }

  /// One step the seed picks.
  mutating func step(_ random: inout SeededRandom) {
    switch random.next(queries ? 17 : 16) {
    case 16: ask(random.next(3) - 1)
    case 15:
      guard !news.isEmpty else { return }
      deliverNews(through: random.next(news.count))
    case 14:
      // Another screen adds a row (where the server puts new rows), and the list hears of it.
      let row = ModelRow(id: nextID, title: 2_000 + random.next(1_000), group: random.next(2))
      nextID += 1
      server.add(row)
      added.insert(row.id)
      addedElsewhere.insert(row.id)
      announce(.added(row), &random)
    case 13:
      // The user adds a row where they are (the server puts it where it puts new rows).
      let group = queried.query.group == ModelRow.anyGroup ? random.next(2) : queried.query.group
      let row = ModelRow(id: list.provisionalID(), title: 1 + random.next(1_000), group: group)
      send(.write(.insert(row, at: random.next(list.items.count + 1))))
    case 12:
      // Another screen changes a row's title (and maybe its group), and the list hears of it once
      // it is saved. Not a row the user is changing too: the news carries no time, so of two
      // changes of a row the last to arrive shows (a limit the guide states).
      let free = server.rows.indices.filter { index in
        let id = server.rows[index].id
        return !writes.values.contains { $0.request.write.item.id == id || $0.answer??.id == id }
      }
      guard !free.isEmpty else { return }
      let index = free[random.next(free.count)]
      server.rows[index].title = 1_000 + random.next(1_000)
      server.rows[index] = movedToAnotherGroup(server.rows[index], &random)
      announce(.updated(server.rows[index]), &random)
    case 9:
      // Another screen removes a row the server has, and the list hears of it once it is done
      // (a page in flight may have been read before or after).
      guard !server.rows.isEmpty else { return }
      let id = server.rows[random.next(server.rows.count)].id
      server.rows.removeAll { $0.id == id }
      announce(.removed(id), &random)
    case 10, 11:
      // The user changes a row's title (again, if a change of it is on its way).
      guard !list.items.isEmpty else { return }
      var row = list.items[random.next(list.items.count)]
      row.title = 1 + random.next(1_000)
      row = movedToAnotherGroup(row, &random)
      send(.write(.update(row)))
    case 0: send(.reached(row: max(0, list.items.count - 1)))
    case 1:
      readPage()
      // The page may arrive in parts (a catalogue streamed as it loads): its rows so far.
      guard let request = pageRequest, let read = request.read, request.arrived < read.items.count,
        random.next(2) == 0
      else { return }
      let arrived = request.arrived + 1 + random.next(read.items.count - request.arrived)
      pageRequest?.arrived = arrived
      answerPage(.itemsArrived(page: request.page, Array(read.items.prefix(arrived))))
    case 2:
      guard let request = pageRequest else { return }
      if random.next(6) == 0 {
        answerPage(.failed(FeatureError(message: "Offline.")))
        return
      }
      if request.read == nil { readPage() }
      if let read = pageRequest?.read { answerPage(.pageArrived(page: request.page, read)) }
    case 3, 4:
      // Any row shown, one being saved too (the removal waits for that answer).
      guard !list.items.isEmpty else { return }
      send(.write(.remove(list.items[random.next(list.items.count)])))
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
      if list.writes.pending.first(where: { $0.request.number == number })?.latest.kind == .remove {
        putBack.insert(write.request.write.item.id)
      }
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

  /// Whether `change` may take a row out of the rows of a group.
  private func leavesAGroup(_ change: ServerChange<ModelRow>) -> Bool {
    switch change {
    case .removed: true
    case let .updated(row): regrouped.contains(row.id)
    case .added: false
    }
  }

  /// `row`, which with `regroups` one change in three moves to the other group too.
  mutating func movedToAnotherGroup(_ row: ModelRow, _ random: inout SeededRandom) -> ModelRow {
    guard regroups, random.next(3) == 0 else { return row }
    regrouped.insert(row.id)
    var moved = row
    moved.group = 1 - row.group
    return moved
  }

  /// Every write answered and every page read to the end, as a user who waits and scrolls.
  mutating func settle() {
    if !news.isEmpty { deliverNews(through: news.count - 1) }
    for _ in 0..<1_000 {
      guard let number = writes.keys.min() else { break }
      answer(number)
    }
    for _ in 0..<200 {
      if let request = pageRequest {
        readPage()
        if let read = pageRequest?.read { answerPage(.pageArrived(page: request.page, read)) }
      } else if list.failure != nil {
        send(.retry)
      } else if !list.isComplete {
        send(.reached(row: max(0, list.items.count - 1)))
        if list.status == .initial { send(.fetch) }
      } else {
        return
      }
    }
  }
}
