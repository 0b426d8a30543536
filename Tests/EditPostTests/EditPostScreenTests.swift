import EditPost
import FeatureKit
import FeatureKitTesting
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("EditPost screen: the form, saving, closing, leaving without saving")
struct EditPostScreenTests {
  let scheduler = TestScheduler()
  let editor: FakePostEditor
  let outputs = OutputRecorder<EditPostFeature.Output>()

  init() {
    editor = FakePostEditor(scheduler: scheduler)
  }

  /// The form opened from a list screen ("Posts"), as the app shows it.
  func screen() -> (ScreenDriver, NavigationController) {
    let window = Window()
    let navigation = NavigationController(window: window)
    navigation.push(ViewController(title: "Posts", keyHints: []))
    let presenter = EditPostPresenter(post: .first, provider: editor, scheduler: scheduler, output: outputs.record)
    navigation.push(presenter.makeViewController())
    return (ScreenDriver(window: window, size: Size(width: 44, height: 12)), navigation)
  }

  @Test("the form opens with the post's title in the field and Save disabled until it changes")
  func form() {
    let (screen, _) = screen()
    #expect(
      screen.text == """
         Edit post
        ┌ Post 1 ──────────────────────────────────┐
        │ Title Original title____________________ │
        │                                          │
        │ [-Save-]                                 │
        │                                          │
        │ The title is saved without surrounding   │
        │ spaces.                                  │
        │                                          │
        └──────────────────────────────────────────┘

        Enter save · Esc back without saving · ^C q…
        """)
    screen.type(" (edited)")
    #expect(screen.text.contains("│ Title Original title (edited)___"))
    #expect(screen.text.contains("[ Save ]"))
  }

  @Test("Enter saves with a spinner; the server's answer is reported and the form closes, back to the list")
  func saveCloses() {
    let (screen, navigation) = screen()
    screen.type(" (edited)")
    screen.press(.enter)
    #expect(screen.text.contains("Saving…"))
    #expect(editor.saves.inputs == [EditablePost(id: 1, title: "Original title (edited)")])
    scheduler.advance(by: 1)
    #expect(outputs.outputs == [.saved(EditablePost(id: 1, title: "Original title (edited)"))])
    #expect(navigation.topViewController?.title == "Posts")
  }

  @Test("a failure is said in red under Save; the form stays with what was typed")
  func failure() {
    editor.saves.failure = FeatureError(message: "The server is not answering.")
    let (screen, navigation) = screen()
    screen.type(" (edited)")
    screen.press(.enter)
    scheduler.advance(by: 1)
    #expect(screen.text.contains("│ Couldn't save the post: The server is"))
    #expect(screen.text.contains("│ Title Original title (edited)"))
    #expect(navigation.topViewController?.title == "Edit post")
    #expect(outputs.outputs.isEmpty)
  }

  @Test(
    "Esc leaves without saving, even after typing; Esc while a save runs leaves it running, and nothing else closes")
  func escape() {
    let (screen, navigation) = screen()
    screen.type(" (edited)")
    screen.press(.escape)
    scheduler.advance(by: 1)
    #expect(navigation.topViewController?.title == "Posts")
    #expect(editor.saves.inputs.isEmpty, "leaving is not saving")

    let (saving, stack) = self.screen()
    saving.type(" (edited)")
    saving.press(.enter)
    saving.press(.escape)
    #expect(stack.topViewController?.title == "Posts")
    scheduler.advance(by: 1)
    #expect(editor.answered == [EditablePost(id: 1, title: "Original title (edited)")])
    #expect(stack.topViewController?.title == "Posts", "the answer closes nothing more")
  }
}
