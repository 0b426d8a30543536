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
    return (ScreenDriver(window: window, size: Size(width: 48, height: 20)), navigation)
  }

  @Test(
    "the form opens with the post's title in the field, its body in the text view, and Save disabled until one changes")
  func form() {
    let (screen, _) = screen()
    #expect(
      screen.text == """
         Edit post
        ┌ Post 1 ──────────────────────────────────────┐
        │ Title Original title________________________ │
        │                                              │
        │ Body  First line____________________________ │
        │       second line___________________________ │
        │       ______________________________________ │
        │       ______________________________________ │
        │       ______________________________________ │
        │       ______________________________________ │
        │                                              │
        │ [-Save-]                                     │
        │                                              │
        │ Both are saved without surrounding spaces.   │
        │                                              │
        │                                              │
        │                                              │
        └──────────────────────────────────────────────┘

        Tab next field · Enter save from the title · Es…
        """)
    screen.type(" (edited)")
    #expect(screen.text.contains("│ Title Original title (edited)___"))
    #expect(screen.text.contains("[ Save ]"))
  }

  @Test("Enter in the body starts a line; Tab to Save and Enter saves the body as typed")
  func bodyOfSeveralLines() {
    let (screen, _) = screen()
    screen.press(.tab)
    screen.press(.enter)
    screen.type("third line")
    #expect(editor.saves.inputs.isEmpty, "Enter in the body is a line break")
    #expect(screen.text.contains("│       second line___"))
    #expect(screen.text.contains("│       third line___"))
    screen.press(.tab)
    screen.press(.enter)
    #expect(editor.saves.inputs.map(\.body) == ["First line\nsecond line\nthird line"])
  }

  @Test("Enter saves with a spinner; the server's answer is reported and the form closes, back to the list")
  func saveCloses() {
    let (screen, navigation) = screen()
    screen.type(" (edited)")
    screen.press(.enter)
    #expect(screen.text.contains("Saving…"))
    #expect(
      editor.saves.inputs == [EditablePost(id: 1, title: "Original title (edited)", body: EditablePost.first.body)])
    scheduler.advance(by: 1)
    #expect(
      outputs.outputs == [.saved(EditablePost(id: 1, title: "Original title (edited)", body: EditablePost.first.body))])
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
    #expect(editor.answered.map(\.title) == ["Original title (edited)"])
    #expect(stack.topViewController?.title == "Posts", "the answer closes nothing more")
  }
}
