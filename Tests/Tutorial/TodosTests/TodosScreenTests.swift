import FeatureKit
import FeatureKitTesting
import ReactiveCore
import TerminalUI
import Testing
import Todos

@MainActor
@Suite("To-dos screen, drawn headless")
struct TodosScreenTests {
  let scheduler = TestScheduler()
  let outputs = OutputRecorder<TodosFeature.Output>()

  @Test("Space ticks the selected to-do off; Enter reports it")
  func spaceTicksEnterChooses() {
    let provider = FakeTodoProvider(scheduler: scheduler)
    let presenter = TodosPresenter(
      provider: provider, user: TestAccount.user, scheduler: scheduler, output: outputs.record)
    let screen = ScreenDriver(presenter, size: Size(width: 40, height: 8))
    scheduler.advance(by: 1)
    #expect(screen.lines.contains { $0.contains("[ ] To-do 1") })
    screen.press(.down)
    screen.press(.character(" "))
    #expect(screen.lines.contains { $0.contains("[x] To-do 2") }, "ticked at once")
    scheduler.advance(by: 1)
    #expect(provider.saves.inputs.map(\.id) == [2])
    screen.press(.enter)
    #expect(outputs.outputs == [.choseTodo(Todo(id: 2, userId: 1, title: "To-do 2", completed: true))])
  }
}
