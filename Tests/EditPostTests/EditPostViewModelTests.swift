import EditPost
import FeatureKit
import FeatureKitTesting
import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("EditPost view model: when Save is possible, what it sends, failures, leaving while it runs")
struct EditPostViewModelTests {
  let scheduler = TestScheduler()

  func viewModel(_ editor: FakePostEditor) -> (EditPostViewModel, EditorDelegate) {
    let delegate = EditorDelegate(editor: editor, scheduler: scheduler)
    return (EditPostViewModel(delegate: delegate), delegate)
  }

  @Test("Save is enabled only while the title is not empty and the trimmed title or body differs from the server's")
  func saveIsEnabledForARealChange() {
    let (viewModel, _) = viewModel(FakePostEditor(scheduler: scheduler))
    #expect(viewModel.state.value.title == "Original title", "the field opens with the title")
    #expect(viewModel.state.value.body == "First line\nsecond line", "the text view opens with the body")
    #expect(!viewModel.save.isEnabled.value, "nothing changed yet")
    viewModel.setTitle("   ")
    #expect(!viewModel.save.isEnabled.value, "a post needs a title")
    viewModel.setTitle("New title")
    #expect(viewModel.save.isEnabled.value)
    viewModel.setTitle("  Original title ")
    #expect(!viewModel.save.isEnabled.value, "the same title once trimmed")
    viewModel.setBody("First line\nsecond line\n\n")
    #expect(!viewModel.save.isEnabled.value, "the same body once trimmed")
    viewModel.setBody("First line\nsecond line, longer")
    #expect(viewModel.save.isEnabled.value, "a changed body alone is worth saving")
    viewModel.setBody("")
    #expect(viewModel.save.isEnabled.value, "a body may be emptied")
  }

  @Test("a save sends the trimmed title and body once; the answer becomes the server's post and is sent on save.values")
  func saveSendsTheTrimmedTitle() {
    let editor = FakePostEditor(scheduler: scheduler)
    let (viewModel, _) = viewModel(editor)
    let values = EventRecorder<EditablePost, Never>()
    viewModel.save.values.observe(values.observer)
    viewModel.setTitle("  New title ")
    viewModel.setBody("\nNew body\n  indented line\n")
    viewModel.save.apply().start()
    #expect(viewModel.state.value.isSaving)
    #expect(!viewModel.save.isEnabled.value, "one save at a time")
    viewModel.save.apply().start()
    scheduler.advance(by: 1)
    let saved = EditablePost(id: 1, title: "New title", body: "New body\n  indented line")
    #expect(editor.saves.inputs == [saved])
    #expect(viewModel.state.value.saved == saved)
    #expect(!viewModel.state.value.isSaving)
    #expect(!viewModel.save.isEnabled.value, "saved: nothing left to save")
    #expect(values.values == [saved])
  }

  @Test("a failure says why in the form's words and keeps the typed title; Save tries again and clears it")
  func failureKeepsTheTitle() {
    let editor = FakePostEditor(scheduler: scheduler)
    editor.saves.failure = FeatureError(message: "Can't reach the server. Try again in a moment.")
    let (viewModel, _) = viewModel(editor)
    viewModel.setTitle("New title")
    viewModel.save.apply().start()
    scheduler.advance(by: 1)
    #expect(
      viewModel.state.value.errorMessage == "Couldn't save the post: Can't reach the server. Try again in a moment.")
    #expect(viewModel.state.value.title == "New title")
    #expect(viewModel.state.value.saved == .first)
    #expect(viewModel.save.isEnabled.value)
    editor.saves.failure = nil
    viewModel.save.apply().start()
    #expect(viewModel.state.value.errorMessage == nil, "cleared as the next save starts")
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.saved == EditablePost(id: 1, title: "New title", body: EditablePost.first.body))
  }

  @Test("a save goes on when the form is gone: the server's answer still arrives")
  func saveOutlivesTheForm() {
    let editor = FakePostEditor(scheduler: scheduler)
    var (viewModel, delegate): (EditPostViewModel?, EditorDelegate?) = viewModel(editor)
    viewModel?.setTitle("New title")
    viewModel?.save.apply().start()
    (viewModel, delegate) = (nil, nil)
    scheduler.advance(by: 1)
    #expect(editor.answered.map(\.title) == ["New title"], "not cancelled with the form")
    _ = delegate
  }
}
