import FeatureKit
import FeatureKitTesting
import ReactiveCore
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
}
