import FeatureKit
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("PagedList following changes made elsewhere (an edit form, another screen)")
struct PagedListServerChangesTests {
  let error = FeatureError(message: "The server is not answering.")

  /// `change` made elsewhere, as the list receives it.
  func receive(
    _ change: ServerChange<Todo>, _ loop: TodoServer.Tester, from server: TodoServer,
    sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout PagedList<Todo>) -> Void = { _ in }
  ) {
    server.changesElsewhere.input.send(value: change)
    loop.advance(by: 0)
    loop.receive(.serverChanged(change), sourceLocation: sourceLocation, update)
  }

  /// The user removes row 2 of page 1, as the list's first write.
  func removeRowTwo(_ loop: TodoServer.Tester) {
    let two = todos([2])[0]
    loop.send(.write(.remove(two))) {
      $0.items = todos([1, 3])
      $0.totalCount = 5
      $0.writes.pending = [pending(1, .remove(two), confirmed: two, at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
    }
  }

  @Test("a shown row changed elsewhere shows the server's row; a row not loaded yet is left to its page")
  func updatedRows() {
    let server = TodoServer()
    let loop = server.loadedTester()
    let edited = Todo(id: 2, title: "Edited on its own screen")
    receive(.updated(edited), loop, from: server) { $0.items[1] = edited }
    receive(.updated(Todo(id: 5, title: "Edited too")), loop, from: server)
    loop.finish()
  }

  @Test(
    "a row the user is saving keeps the user's change; if the server refuses it, the row changed elsewhere comes back")
  func updatedUnderTheUsersChange() {
    let server = TodoServer()
    let loop = server.loadedTester()
    server.failure = error
    let ticked = Todo(id: 2, title: "Todo 2", done: true)
    loop.send(.write(.update(ticked))) {
      $0.items[1] = ticked
      $0.writes.pending = [pending(1, .update(ticked), confirmed: todos([2])[0], at: 1, after: 1)]
      $0.writes.nextRequestNumber = 2
    }
    let edited = Todo(id: 2, title: "Edited on its own screen")
    receive(.updated(edited), loop, from: server) { $0.writes.pending[0].confirmed = edited }
    #expect(loop.state.rows[1] == ListRow(ticked, saving: .update))
    loop.advance(by: 1)
    loop.receive(.writeFailed(request: 1, error)) {
      $0.items[1] = edited
      $0.writes.pending = []
      $0.writes.failure = WriteFailure(kind: .update, error: self.error)
    }
    loop.finish()
  }

  @Test("a row removed elsewhere goes, the count follows, and the next page steps back: no row is skipped")
  func removedRows() {
    let server = TodoServer()  // pages of 3; the tester's prefetch distance is 1
    let loop = server.loadedTester()
    server.rows.removeAll { $0.id == 2 }  // the other screen's DELETE, which this server keeps
    receive(.removed(2), loop, from: server) {
      $0.items = todos([1, 3])
      $0.totalCount = 5
      $0.removedRows = [2]
      $0.removalsSincePageRequest = 1
    }
    loop.send(.reached(row: 1)) {
      $0.status = .loading(page: 1)  // page 2 starts one row later now: row 4 is in page 1
      $0.nextPage = 1
      $0.removalsSincePageRequest = 0
    }
    loop.advance(by: 1)
    receiveWholePage(
      1, server.page(1), after: 2, loop,
      update: {
        $0.items = todos([1, 3, 4])
        $0.rowsOfLoadingPage = 1
      })
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    receiveWholePage(2, server.page(2), after: 3, loop)
    #expect(loop.state.items == todos([1, 3, 4, 5, 6]))
    #expect(loop.state.screenStatus(noun: "todos").statusText == "All 5 todos")
    loop.finish()
  }

  @Test("the list's own removal coming back this way, before its answer or after, counts once")
  func ownRemovalCountsOnce() {
    let server = TodoServer()
    let early = server.loadedTester()
    removeRowTwo(early)
    receive(.removed(2), early, from: server) {
      $0.writes.pending[0].confirmed = nil
      $0.removedRows = [2]
      $0.removalsSincePageRequest = 1
    }
    early.advance(by: 1)
    early.receive(.writeSucceeded(request: 1, saved: nil)) { $0.writes.pending = [] }
    early.finish()

    let lateServer = TodoServer()
    let late = lateServer.loadedTester()
    removeRowTwo(late)
    late.advance(by: 1)
    late.receive(.writeSucceeded(request: 1, saved: nil)) {
      $0.writes.pending = []
      $0.removedRows = [2]
      $0.removalsSincePageRequest = 1
    }
    receive(.removed(2), late, from: lateServer)
    late.finish()
  }

  @Test(
    "a row added elsewhere shows at the end once every page is loaded; before, it waits for its page, or the last"
  )
  func addedRows() {
    let server = TodoServer()
    let loop = server.loadedTester()
    let seven = Todo(id: 7, title: "Added on another screen")
    // Held back: a page to come brings it, or, if the last page was read before it (as this
    // server's, which keeps no addition, seems), it shows at the end.
    receive(.added(seven), loop, from: server) { $0.additionsOnHold = [seven] }
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    receiveWholePage(
      2, server.page(2), after: 3, loop,
      arrived: {
        $0.items.append(seven)
        $0.additionsOnHold = []
        $0.totalCount = 7
      })
    receive(.added(seven), loop, from: server)  // shown already: an update to the same row
    let eight = Todo(id: 8, title: "Added on another screen too")
    receive(.added(eight), loop, from: server) {
      $0.items.append(eight)
      $0.totalCount = 8
    }
    #expect(loop.state.screenStatus(noun: "todos").statusText == "All 8 todos")
    loop.finish()
  }

  @Test("the list's own new row coming back this way before its answer is not shown twice")
  func ownInsertShownOnce() {
    let server = TodoServer()
    let loop = server.loadedTester()
    loop.send(.reached(row: 2)) { $0.status = .loading(page: 2) }
    loop.advance(by: 1)
    server.receivePage(2, loop)
    let draft = Todo(id: -1, title: "New")
    loop.send(.write(.insert(draft, at: 6))) {
      $0.items.append(draft)
      $0.totalCount = 7
      $0.writes.pending = [pending(1, .insert(draft, at: 6), confirmed: nil, at: 6, after: 6)]
      $0.writes.nextRequestNumber = 2
    }
    let saved = Todo(id: 101, title: "New")
    receive(.added(saved), loop, from: server) { $0.additionsOnHold = [saved] }  // it may be the draft
    loop.advance(by: 1)
    loop.receive(.writeSucceeded(request: 1, saved: saved)) {  // it was
      $0.items[6] = saved
      $0.writes.pending = []
      $0.additionsOnHold = []
    }
    receive(.added(saved), loop, from: server)  // shown already: an update to the same row
    #expect(loop.state.items.count { $0.id == 101 } == 1)
    #expect(loop.state.totalCount == 7)
    loop.finish()
  }
}
