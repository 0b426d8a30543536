import FeatureKit
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("PagedList writes: optimistic changes of rows, confirmed or put back")
struct PagedListWritesTests {
  let original = Todo(id: 2, title: "Todo 2")
  var ticked: Todo { Todo(id: 2, title: "Todo 2", done: true) }

  /// The user changes row 2 (from `confirmed`) to `todo` as the list's first write: shown at
  /// once, sent as request 1.
  func change(_ loop: TodoServer.Tester, to todo: Todo, from confirmed: Todo) {
    loop.send(.write(.update(todo))) {
      $0.items[1] = todo
      $0.writes.pending = [pending(1, .update(todo), confirmed: confirmed, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
    }
  }

  @Test("a change shows at once and is marked saving; the server's answer replaces it, even when it differs")
  func successTakesTheServersAnswer() {
    let server = TodoServer()
    server.stamp = " (saved)"
    let loop = server.loadedTester()
    change(loop, to: ticked, from: original)
    #expect(loop.state.rows[1] == ListRow(ticked, saving: .update))
    #expect(loop.state.rows[0].saving == nil)
    #expect(loop.state.screenStatus(noun: "todos").loadingText == "Saving the todo…")
    loop.advance(by: 1)
    let saved = Todo(id: 2, title: "Todo 2 (saved)", done: true)
    loop.receive(.writeSucceeded(request: 1, saved: saved)) {
      $0.items[1] = saved
      $0.writes.pending = []
    }
    #expect(
      loop.state.screenStatus(noun: "todos") == ListScreenStatus(statusText: "3 of 6 todos", emptyText: "No todos yet"))
    #expect(server.sent == ["PATCH 2 true"])
    loop.finish()
  }

  @Test("a failed change puts back what the server last confirmed and says why, in red, until the next change")
  func failureRollsBack() {
    let server = TodoServer()
    let loop = server.loadedTester()
    server.failure = FeatureError(message: "The server is not answering.")
    change(loop, to: ticked, from: original)
    loop.advance(by: 1)
    loop.receive(.writeFailed(request: 1, FeatureError(message: "The server is not answering."))) {
      $0.items[1] = self.original
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .update, error: FeatureError(message: "The server is not answering."))
    }
    let status = loop.state.screenStatus(noun: "todos")
    #expect(status.statusText == "Couldn't save the todo: The server is not answering.")
    #expect(status.isFailed)
    server.failure = nil
    loop.send(.write(.update(ticked))) {
      $0.items[1] = self.ticked
      $0.writes.pending = [pending(2, .update(self.ticked), confirmed: self.original, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 3
      $0.writes.failure = nil
    }
    loop.advance(by: 1)
    loop.receive(.writeSucceeded(request: 2, saved: ticked)) { $0.writes.pending = [] }
    loop.finish()
  }

  @Test("rapid toggles: one request at a time per row, the last intent wins, the middle one is never sent")
  func rapidTogglesSendTheLastIntent() {
    let server = TodoServer()
    let loop = server.loadedTester()
    change(loop, to: ticked, from: original)
    loop.send(.write(.update(original))) {
      $0.items[1] = self.original
      $0.writes.pending[0].waiting = .update(self.original)
    }
    loop.send(.write(.update(ticked))) {
      $0.items[1] = self.ticked
      $0.writes.pending[0].waiting = .update(self.ticked)
    }
    let other = Todo(id: 3, title: "Todo 3", done: true)
    loop.send(.write(.update(other))) {
      $0.items[2] = other
      $0.writes.pending.append(pending(2, .update(other), confirmed: Todo(id: 3, title: "Todo 3"), at: 2, after: 2))
      $0.writes.nextRequestNumber = 3
    }
    #expect(server.sent == ["PATCH 2 true", "PATCH 3 true"], "another row's write does not wait")
    #expect(loop.state.screenStatus(noun: "todos").loadingText == "Saving 2 changes…")
    loop.advance(by: 1)
    loop.receive(.writeSucceeded(request: 1, saved: ticked)) {
      $0.writes.pending[0] = pending(3, .update(self.ticked), confirmed: self.ticked, at: 1, after: 1)
      $0.writes.nextRequestNumber = 4
    }
    loop.receive(.writeSucceeded(request: 2, saved: other)) { $0.writes.pending.removeLast() }
    loop.advance(by: 1)
    loop.receive(.writeSucceeded(request: 3, saved: ticked)) { $0.writes.pending = [] }
    #expect(server.sent == ["PATCH 2 true", "PATCH 3 true", "PATCH 2 true"])
    loop.finish()
  }

  @Test("a refresh while a change is pending keeps the change on screen, and its answer, over the refreshed page")
  func refreshKeepsPendingChange() {
    let server = TodoServer()
    let loop = server.loadedTester()
    change(loop, to: ticked, from: original)
    server.rows[1].title = "Todo 2, renamed by someone else"
    let fresh = server.rows[1]
    loop.send(.refresh) {
      $0.status = .loading(page: 1)
      $0.isRefreshing = true
    }
    loop.advance(by: 1)
    // The write's answer and page 1 come due together; the write was asked first. The page may
    // have been read before the server saved the change (this one keeps no write): the answer
    // that came while it loaded wins over it, so the user never sees a saved change undone.
    loop.receive(.writeSucceeded(request: 1, saved: ticked)) {
      $0.writes.pending = []
      $0.confirmedWhileLoading = [2: self.ticked]
    }
    #expect(fresh.title != ticked.title)
    receiveWholePage(
      1, server.page(1), after: 0, loop,
      update: {
        $0.items[1] = self.ticked
        $0.confirmedRowsShownWhileLoading = [2]
      },
      arrived: {
        $0.confirmedWhileLoading = [:]
        $0.confirmedRowsShownWhileLoading = []
      })
    loop.finish()

    // The same, with the write failing: the row shows the refreshed version, not the old one.
    let second = server.loadedTester()
    var mine = fresh
    mine.done = true
    server.failure = FeatureError(message: "Offline.")
    server.rows[1].title = "Renamed again"
    let newer = server.rows[1]
    change(second, to: mine, from: fresh)
    second.send(.refresh) {
      $0.status = .loading(page: 1)
      $0.isRefreshing = true
    }
    second.advance(by: 1)
    second.receive(.writeFailed(request: 1, FeatureError(message: "Offline."))) {
      $0.items[1] = fresh
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .update, error: FeatureError(message: "Offline."))
    }
    server.failure = nil
    server.receivePage(1, second) { $0.items[1] = newer }
    second.finish()
  }

  @Test(
    "a page arriving while a change is pending: the row keeps the user's change, and a failure puts back the page's version"
  )
  func pageArrivingKeepsPendingChange() {
    let server = TodoServer()
    let loop = server.loadedTester()
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    let five = Todo(id: 5, title: "Todo 5")
    // Row 5 is not loaded yet: a change to it waits for nothing and applies to nothing.
    loop.send(.write(.update(Todo(id: 5, title: "x"))))
    server.failure = FeatureError(message: "Offline.")
    change(loop, to: ticked, from: original)
    loop.advance(by: 1)
    // Page 2 was asked before the write.
    server.receivePage(2, loop)
    loop.receive(.writeFailed(request: 1, FeatureError(message: "Offline."))) {
      $0.items[1] = self.original
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .update, error: FeatureError(message: "Offline."))
    }
    #expect(loop.state.items.map(\.id) == [1, 2, 3, 4, 5, 6])
    #expect(loop.state.items[4] == five)
    loop.finish()
  }

  @Test("an added row gets a provisional id, then the server's; removing it before that waits and follows the new id")
  func insertThenRemove() {
    let server = TodoServer()
    let loop = server.loadedTester()
    let id = loop.state.provisionalID()
    #expect(id == -1)
    let draft = Todo(id: id, title: "New")
    loop.send(.write(.insert(draft, at: 3))) {
      $0.items.append(draft)
      $0.totalCount = 7
      $0.writes.pending = [pending(1, .insert(draft, at: 3), confirmed: nil, at: 3, after: 3)]
      $0.writes.nextRequestNumber = 2
    }
    #expect(loop.state.screenStatus(noun: "todos").loadingText == "Adding the todo…")
    #expect(loop.state.screenStatus(noun: "todos").statusText == "4 of 7 todos")
    #expect(loop.state.provisionalID() == -2)
    // Changing it before the server gave it an id is refused, with a reason.
    loop.send(.write(.update(Todo(id: id, title: "New", done: true)))) {
      $0.writes.failure = WriteFailure(
        kind: .update,
        error: FeatureError(message: "It is still being added; try again once it is saved."))
    }
    loop.send(.write(.remove(draft))) {
      $0.items.removeLast()
      $0.totalCount = 6
      $0.writes.pending[0].waiting = .remove(draft)
      $0.writes.failure = nil
    }
    loop.advance(by: 1)
    let saved = Todo(id: 101, title: "New")
    loop.receive(.writeSucceeded(request: 1, saved: saved)) {
      $0.writes.pending = [pending(2, .remove(saved), confirmed: saved, at: 3, after: 3)]
      $0.writes.nextRequestNumber = 3
    }
    loop.advance(by: 1)
    loop.receive(.writeSucceeded(request: 2, saved: nil)) {
      $0.writes.pending = []
      $0.removedRows = [101]
      $0.removalsSincePageRequest = 1
    }
    #expect(server.sent == ["POST New", "DELETE 101"])
    loop.finish()
  }

  @Test("an addition that fails goes away; a removal that fails puts the row back where it stood")
  func failedInsertAndRemove() {
    let server = TodoServer()
    let loop = server.loadedTester()
    server.failure = FeatureError(message: "Offline.")
    let draft = Todo(id: -1, title: "New")
    loop.send(.write(.insert(draft, at: 0))) {
      $0.items.insert(draft, at: 0)
      $0.totalCount = 7
      $0.writes.pending = [pending(1, .insert(draft, at: 0), confirmed: nil, at: 0, after: nil)]
      $0.writes.nextRequestNumber = 2
    }
    loop.send(.write(.remove(original))) {
      $0.items.remove(at: 2)
      $0.totalCount = 6
      $0.writes.pending.append(pending(2, .remove(self.original), confirmed: self.original, at: 2, after: 1))
      $0.writes.nextRequestNumber = 3
    }
    #expect(loop.state.items.map(\.id) == [-1, 1, 3])
    loop.advance(by: 1)
    loop.receive(.writeFailed(request: 1, FeatureError(message: "Offline."))) {
      $0.items.removeFirst()
      $0.totalCount = 5
      $0.writes.pending.removeFirst()
      $0.writes.failure = WriteFailure(kind: .insert, error: FeatureError(message: "Offline."))
    }
    loop.receive(.writeFailed(request: 2, FeatureError(message: "Offline."))) {
      $0.items.insert(self.original, at: 1)
      $0.totalCount = 6
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .remove, error: FeatureError(message: "Offline."))
    }
    #expect(loop.state.items.map(\.id) == [1, 2, 3])
    #expect(loop.state.screenStatus(noun: "todos").statusText == "Couldn't delete the todo: Offline.")
    loop.finish()
  }

  @Test("a row added past the end stands last; removed before it was saved and refused, it comes back last")
  func addedPastTheEndComesBackLast() {
    let server = TodoServer()
    let loop = server.loadedTester()
    let draft = Todo(id: -1, title: "Last")
    loop.send(.write(.insert(draft, at: 99))) {
      $0.items.append(draft)
      $0.totalCount = 7
      $0.writes.pending = [pending(1, .insert(draft, at: 99), confirmed: nil, at: 3, after: 3)]
      $0.writes.nextRequestNumber = 2
    }
    loop.send(.write(.insert(draft, at: 0)))  // its id is on its way to the server: not a new row
    loop.send(.write(.remove(draft))) {
      $0.items.removeLast()
      $0.totalCount = 6
      $0.writes.pending[0].waiting = .remove(draft)
    }
    server.failure = FeatureError(message: "Offline.")  // for the removal, sent once the row is saved
    loop.advance(by: 1)
    let saved = Todo(id: 101, title: "Last")
    loop.receive(.writeSucceeded(request: 1, saved: saved)) {
      $0.writes.pending = [pending(2, .remove(saved), confirmed: saved, at: 3, after: 3)]
      $0.writes.nextRequestNumber = 3
    }
    loop.advance(by: 1)
    loop.receive(.writeFailed(request: 2, FeatureError(message: "Offline."))) {
      $0.items.append(saved)
      $0.totalCount = 7  // the server has the row it saved
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .remove, error: FeatureError(message: "Offline."))
    }
    #expect(loop.state.items.map(\.id) == [1, 2, 3, 101])
    loop.finish()
  }

  @Test("a kind of change the list was given no request for fails at once, saying so")
  func unsupportedKind() {
    let scheduler = TestScheduler()
    let loop = LoopTester(initial: PagedList<Todo>(), reduce: PagedList.reduce, scheduler: scheduler) { scheduler in
      [PagedList.writing(update: { SignalProducer(value: $0) }, on: scheduler)]
    }
    loop.send(.write(.insert(Todo(id: -1, title: "x"), at: 0))) {
      $0.items = [Todo(id: -1, title: "x")]
      $0.writes.pending = [pending(1, .insert(Todo(id: -1, title: "x"), at: 0), confirmed: nil, at: 0, after: nil)]
      $0.writes.nextRequestNumber = 2
    }
    loop.advance(by: 0)
    let refused = FeatureError(message: "This list cannot add rows.", isRetryable: false)
    loop.receive(.writeFailed(request: 1, refused)) {
      $0.items = []
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .insert, error: refused)
    }
    loop.finish()
  }
}
