import FeatureKit
import FeatureKitTesting
import ReactiveCore
import ReactiveCoreTesting
import Testing
import Todos

@Suite("To-dos live provider, against the embedded API on a loopback port")
struct LiveTodoProviderTests {
  @Test("the demo account's twenty to-dos come ten a page; a tick is saved and answered")
  func pagesAndSave() async throws {
    try await withEmbeddedAPI(signedIn: true) { client in
      let provider = LiveTodoProvider(client: client)
      let first = try await provider.fetchTodos(userID: TestAccount.id, page: 1).first()
      #expect(first?.items.map(\.id) == Array(1...10))
      #expect(first?.totalCount == 20)
      let second = try await provider.fetchTodos(userID: TestAccount.id, page: 2).first()
      #expect(second?.items.map(\.id) == Array(11...20))
      #expect(second?.isLastPage == true)
      var todo = try #require(first?.items.first)
      todo.completed.toggle()
      let saved = try await provider.save(todo).first()
      #expect(saved == todo)
    }
  }

  @Test("a save by another provider on the same client arrives as a change, as the server answered it")
  func changesOfOtherScreens() async throws {
    try await withEmbeddedAPI(signedIn: true) { client in
      let changes = EventRecorder<ServerChange<Todo>, Never>()
      LiveTodoProvider(client: client).changes.observe(changes.observer)
      let done = Todo(
        id: 5, userId: 1, title: "laboriosam mollitia et enim quasi adipisci quia provident illum", completed: true)
      _ = try await LiveTodoProvider(client: client).save(done).first()
      for _ in 0..<2_000 where changes.values.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
      #expect(changes.values == [.updated(done)])
    }
  }
}
