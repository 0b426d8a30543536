import FeatureKit
import ReactiveCore
import Testing

/// A view model as features write one: a loop of a list with writes, kept alive while they run.
final class TodoModel {
  let loop: Loop<PagedList<Todo>, PagedList<Todo>.Event>

  init(server: TodoServer) {
    var list = PagedList<Todo>()
    list.items = [Todo(id: 1, title: "Todo 1")]
    loop = Loop(
      initial: list, reduce: PagedList.reduce,
      feedbacks: [PagedList.writing(update: server.update, on: server.scheduler)])
    loop.keepsAlive(self) { !$0.writes.isIdle }
  }
}

@Suite("Loop.keepsAlive: writes outlive their screen, and nothing more")
struct KeepAliveTests {
  @Test("a view model released while a write runs lives until the write fails, then goes; nothing else is lost")
  func writeFailingAfterTheScreenLeft() {
    let server = TodoServer()
    server.failure = FeatureError(message: "Offline.")
    var model: TodoModel? = TodoModel(server: server)
    weak let released = model
    model?.loop.send(.write(.insert(Todo(id: -1, title: "x"), at: 0)))  // no insert request: fails at once
    model?.loop.send(.write(.update(Todo(id: 7, title: "absent"))))  // no such row: nothing to send
    #expect(model?.loop.state.value.writes.isIdle == false)
    model = nil
    #expect(released != nil, "the failing insert keeps it until its failure is reduced")
    server.scheduler.advance()
    #expect(released == nil, "idle again: released")

    var second: TodoModel? = TodoModel(server: server)
    weak let idle = second
    second = nil
    #expect(idle == nil, "a model that never wrote goes at once")
  }

  @Test("while a write runs the model is kept; the answer is reduced into it, then it goes")
  func successAfterTheScreenLeft() {
    let server = TodoServer()
    var model: TodoModel? = TodoModel(server: server)
    weak let kept = model
    model?.loop.send(.write(.update(Todo(id: 1, title: "Todo 1", done: true))))
    let state = model?.loop.state
    model = nil
    server.scheduler.advance(by: 0.5)
    #expect(kept != nil)
    server.scheduler.advance(by: 1)
    #expect(kept == nil)
    #expect(state?.value.items == [Todo(id: 1, title: "Todo 1", done: true)])
    #expect(state?.value.writes.isIdle == true)
  }
}
