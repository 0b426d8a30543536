import FeatureKit
import FeatureKitTesting
import FeatureUI
import ReactiveCore
import TerminalUI
import Testing

/// A form of two fields whose submission answers after a virtual second, failing while
/// `refusal` is set. Its body is a one-line field, or a text view of three rows.
final class NoteForm: FormScreenController {
  let heading = TextField(placeholder: "title")
  let body = TextField(placeholder: "body")
  let bodyText = TextView(placeholder: "body", visibleRows: 3)
  let scheduler: TestScheduler
  let failureMessage = MutableProperty<String?>(nil)
  var submitted: [String] = []
  private(set) lazy var send = Action<Void, Void, Never>(enabledIf: Property(value: true)) { [unowned self] in
    submitted.append(heading.text)
    return SignalProducer(value: ()).delay(1, on: scheduler)
  }

  init(scheduler: TestScheduler, bodyOfSeveralLines: Bool = false) {
    self.scheduler = scheduler
    super.init(
      title: "New note",
      rows: [Row("Title", heading), bodyOfSeveralLines ? Row("Body text", bodyText) : Row("Body text", body)],
      submitTitle: "Save",
      submittingText: "Saving…", note: "Notes are private.", scheduler: scheduler,
      keyHints: [.init("Tab", "next field"), .init("Enter", "save")], maximumWidth: 40)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindSubmit(to: send)
    bindFailure(Property(capturing: failureMessage))
  }
}

@MainActor
@Suite("FormScreenController: the form screen every form feature shares")
struct FormScreenControllerTests {
  @Test("labels padded to one width, the button, the note dimmed; no failure line until there is a failure")
  func layout() {
    let scheduler = TestScheduler()
    let form = NoteForm(scheduler: scheduler)
    let driver = ScreenDriver(FruitPresenter(screen: form), size: Size(width: 50, height: 16))
    #expect(
      driver.lines.prefix(8) == [
        " New note",
        "┌ New note ────────────────────────────┐",
        "│ Title     (title)___________________ │",
        "│                                      │",
        "│ Body text (body)____________________ │",
        "│                                      │",
        "│ [ Save ]                             │",
        "│                                      │",
      ])
    #expect(driver.lines[8] == "│ Notes are private.                   │")
    #expect(driver.frame.style(at: Point(x: 2, y: 8)).isDim)
    form.failureMessage.value = "The server is down."
    #expect(driver.lines[8] == "│ The server is down.                  │")
    #expect(driver.frame.style(at: Point(x: 2, y: 8)).foreground == .red)
    #expect(driver.lines[10] == "│ Notes are private.                   │")
    form.failureMessage.value = nil
    #expect(driver.lines[8] == "│ Notes are private.                   │")
  }

  @Test(
    "Enter in the last field submits, the spinner turns while it runs; Enter in another field, or Tab out of the last, does not"
  )
  func submit() {
    let scheduler = TestScheduler()
    let form = NoteForm(scheduler: scheduler)
    let driver = ScreenDriver(FruitPresenter(screen: form), size: Size(width: 50, height: 16))
    driver.type("Groceries")
    driver.press(.enter)
    #expect(form.submitted.isEmpty, "the first field's Enter")
    driver.press(.tab)
    driver.type("Milk")
    driver.press(.tab)
    #expect(form.submitted.isEmpty, "leaving the last field for the button is not Enter")
    driver.press(.shiftTab)
    driver.press(.enter)
    #expect(form.submitted == ["Groceries"])
    #expect(driver.text.contains("[-Save-]  ⠋ Saving…"), "disabled while it runs")
    scheduler.advance(by: 1)
    #expect(!driver.text.contains("Saving…"))
    #expect(driver.text.contains("[ Save ]"))
  }

  @Test("a text view row takes several rows; Enter there is a line break, and Enter in the last one-line field submits")
  func textViewRow() {
    let scheduler = TestScheduler()
    let form = NoteForm(scheduler: scheduler, bodyOfSeveralLines: true)
    let driver = ScreenDriver(FruitPresenter(screen: form), size: Size(width: 50, height: 16))
    driver.press(.tab)
    driver.type("Milk")
    driver.press(.enter)
    driver.type("Eggs")
    #expect(form.submitted.isEmpty)
    #expect(form.bodyText.text == "Milk\nEggs")
    #expect(
      driver.lines.prefix(8) == [
        " New note",
        "┌ New note ────────────────────────────┐",
        "│ Title     (title)___________________ │",
        "│                                      │",
        "│ Body text Milk______________________ │",
        "│           Eggs______________________ │",
        "│           __________________________ │",
        "│                                      │",
      ])
    driver.press(.shiftTab)
    driver.type("Groceries")
    driver.press(.enter)
    #expect(form.submitted == ["Groceries"])
  }
}
