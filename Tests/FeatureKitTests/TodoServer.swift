import FeatureKit
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A to-do row: what these tests change.
struct Todo: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
  var done = false
}

/// A server of to-dos: pages of `size`, read when asked for (or when answered) and delivered `pageDelay` later, and
/// writes, each answered one second after it is asked (or failing with `failure` while it is
/// set). The server's answer to a change may differ from what was sent: `stamp` is appended to
/// titles it saves. Like JSONPlaceholder it keeps no write, unless `keepsRemovals` is set: then
/// a row it answers removing is gone from the pages read after that.
final class TodoServer: @unchecked Sendable {
  let scheduler = TestScheduler()
  var rows: [Todo]
  let size = 3
  var failure: FeatureError?
  var stamp = ""
  var keepsRemovals = false
  /// Whether a page is read when it is answered (`pageDelay` after it is asked), not when asked.
  var readsPagesWhenAnswering = false
  var pageDelay: TimeInterval = 1
  private(set) var sent: [String] = []
  private var nextID = 101
  /// Changes of rows made elsewhere, which the list follows (`PagedList.following`).
  let changesElsewhere = Signal<ServerChange<Todo>, Never>.pipe()

  /// A server of `count` to-dos, "Todo 1" to "Todo \(count)".
  init(count: Int = 6) {
    rows = (1...count).map { Todo(id: $0, title: "Todo \($0)") }
  }

  func page(_ page: Int) -> ListPage<Todo> {
    let slice = Array(rows.dropFirst((page - 1) * size).prefix(size))
    return ListPage(items: slice, totalCount: rows.count, isLastPage: page * size >= rows.count)
  }

  func answer<Value: Sendable>(_ value: Value, _ request: String) -> SignalProducer<Value, FeatureError> {
    sent.append(request)
    let answer: SignalProducer<Value, FeatureError> =
      failure.map { SignalProducer(error: $0) } ?? SignalProducer(value: value)
    // `delay` forwards failures at once; a server takes its second either way.
    return SignalProducer<Void, FeatureError>(value: ()).delay(1, on: scheduler).flatMap(.latest) { answer }
  }

  func insert(_ todo: Todo) -> SignalProducer<Todo, FeatureError> {
    var saved = todo
    saved.id = nextID
    nextID += 1
    return answer(saved, "POST \(todo.title)")
  }

  func update(_ todo: Todo) -> SignalProducer<Todo, FeatureError> {
    var saved = todo
    saved.title += stamp
    return answer(saved, "PATCH \(todo.id) \(todo.done)")
  }

  func remove(_ todo: Todo) -> SignalProducer<Void, FeatureError> {
    answer((), "DELETE \(todo.id)").on(value: { [self] in
      if keepsRemovals { rows.removeAll { $0.id == todo.id } }
    })
  }

  typealias Tester = LoopTester<PagedList<Todo>, PagedList<Todo>.Event>

  /// Page `page`, answered `pageDelay` later.
  func load(_ page: Int, on scheduler: DateScheduler) -> SignalProducer<ListPage<Todo>, FeatureError> {
    guard readsPagesWhenAnswering else { return SignalProducer(value: self.page(page)).delay(pageDelay, on: scheduler) }
    return SignalProducer(value: ()).delay(pageDelay, on: scheduler).map { self.page(page) }
  }

  func tester() -> Tester {
    LoopTester(initial: PagedList(prefetchDistance: 1), reduce: PagedList.reduce, scheduler: scheduler) { scheduler in
      [
        PagedList.loading(pages: { self.load($0, on: scheduler) }, on: scheduler),
        PagedList.writing(insert: self.insert, update: self.update, remove: self.remove, on: scheduler),
        PagedList.following(self.changesElsewhere.output, on: scheduler),
      ]
    }
  }

  /// A tester with page 1 loaded (rows 1 to 3).
  func loadedTester() -> Tester {
    let loop = tester()
    loop.send(.fetch) { $0.status = .loading(page: 1) }
    loop.advance(by: 1)
    receivePage(1, loop)
    return loop
  }

  /// Page `page` arriving whole, after the rows of the pages before it.
  func receivePage(_ page: Int, _ loop: Tester, update: (inout PagedList<Todo>) -> Void = { _ in }) {
    receiveWholePage(page, self.page(page), after: (page - 1) * size, loop, update: update)
  }
}

/// The user removes rows 1 and 2 of page 1 (rows 1 to 3 shown, pages of 3), which leaves one
/// row, near the end; once the server has answered both, page 1 is asked for again: two rows
/// gone from it moved the later pages back, so it holds the next row now.
func removeTheFirstTwoRows(_ loop: TodoServer.Tester) {
  let (one, two) = (loop.state.items[0], loop.state.items[1])
  loop.send(.write(.remove(one))) {
    $0.items.removeFirst()
    $0.totalCount = 5
    $0.writes.pending = [pending(1, .remove(one), confirmed: one, at: 0, after: nil)]
    $0.writes.nextRequestNumber = 2
  }
  loop.send(.write(.remove(two))) {  // the next page waits for the server's answers
    $0.items.removeFirst()
    $0.totalCount = 4
    $0.writes.pending.append(pending(2, .remove(two), confirmed: two, at: 0, after: nil))
    $0.writes.nextRequestNumber = 3
  }
  loop.advance(by: 1)
  loop.receive(.writeSucceeded(request: 1, saved: nil)) {
    $0.writes.pending.removeFirst()
    $0.removedRows = [1]
    $0.removalsSincePageRequest = 1
  }
  loop.receive(.writeSucceeded(request: 2, saved: nil)) {
    $0.writes.pending = []
    $0.removedRows = [1, 2]
    $0.status = .loading(page: 1)
    $0.nextPage = 1
    $0.removalsSincePageRequest = 0  // counted by this request
  }
}

/// Rows "Todo 1", "Todo 3" and the like, as `TodoServer` has them.
func todos(_ ids: [Int]) -> [Todo] {
  ids.map { Todo(id: $0, title: "Todo \($0)") }
}

/// The pending entry of request `number`.
func pending(
  _ number: Int, _ write: RowWrite<Todo>, waiting: RowWrite<Todo>? = nil, confirmed: Todo?, at index: Int,
  after rowBefore: Int?
) -> RowWrites<Todo>.Pending {
  RowWrites.Pending(
    request: WriteRequest(number: number, write: write), waiting: waiting, confirmed: confirmed, confirmedIndex: index,
    rowBefore: rowBefore)
}
