import ReactiveCore
import TerminalUI

/// The screen every form feature shows, bound the same way everywhere: labelled fields in a box
/// (the labels padded to one width, so the fields line up), the button that submits them with a
/// spinner beside it while the submission runs, the reason of the last failure in red under it,
/// and an optional note, dimmed, at the end. Tab moves between the fields and the button, and
/// Enter in the last one-line field presses the button, as in any form (Enter in a `TextView`
/// is a line break).
///
/// Subclass it, as `ListScreenController` is subclassed: pass the fields (your `TextField`s and
/// `TextView`s, which you observe), and in `viewDidLoad()` bind the submission with
/// `bindSubmit(to:)` and the failure with `bindFailure(_:)`. The form keeps to `maximumWidth`
/// columns, so its fields stay a readable length on a wide terminal.
open class FormScreenController: ViewController {
  /// One row of the form: what the field is, and the field: a `TextField`, or a `TextView` for
  /// text of several lines.
  public struct Row {
    /// The text left of the field ("User name").
    public var label: String
    /// The field: a `TextField` or a `TextView`.
    public let field: View

    /// A row showing `label` before the one-line `field`.
    public init(_ label: String, _ field: TextField) {
      self.label = label
      self.field = field
    }

    /// A row showing `label` before `field`, text of several lines (Enter there is a line break;
    /// Tab leaves it).
    public init(_ label: String, _ field: TextView) {
      self.label = label
      self.field = field
    }
  }

  /// The button that submits the form.
  public let submitButton: Button
  private let rows: [Row]
  private let formTitle: String
  private let note: String
  private let maximumWidth: Int
  private let spinner: Spinner
  private let failure = Label("", style: Style(bold: true, foreground: .red))

  /// Creates a form screen titled `title` whose box is titled `formTitle` (the screen's title if
  /// `nil`), with `rows`, a `submitTitle` button, a spinner saying `submittingText` while the
  /// submission runs (turning on `scheduler`, the UI scheduler), and `note` at the end.
  public init(
    title: String, formTitle: String? = nil, rows: [Row], submitTitle: String, submittingText: String,
    note: String = "", scheduler: DateScheduler, keyHints: [ScreenView.KeyHint], maximumWidth: Int = 60
  ) {
    self.rows = rows
    self.formTitle = formTitle ?? title
    self.note = note
    self.maximumWidth = maximumWidth
    submitButton = Button(title: submitTitle)
    spinner = Spinner(title: submittingText, scheduler: scheduler)
    super.init(title: title, keyHints: keyHints)
  }

  override open func loadView() -> View {
    let labelWidth = rows.map(\.label.count).max() ?? 0
    let fields = rows.map { row -> View in
      let label = row.label + String(repeating: " ", count: labelWidth - row.label.count)
      return StackView(.horizontal, spacing: 1, [Label(label, lineBreak: .truncate), row.field])
    }
    let noteViews: [View] = note.isEmpty ? [] : [Label(note, style: .dim)]
    let form = StackView(
      .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1, vertical: 0),
      fields + [StackView(.horizontal, spacing: 2, [submitButton, spinner]), failure] + noteViews)
    let box = BoxView(title: formTitle, content: form)
    box.maximumWidth = maximumWidth
    return box
  }

  override open func viewDidLoad() {
    failure.isHidden = true
    // Enter in the last one-line field submits, as in any form (in a text view it is a line break).
    let lastOneLineField = rows.lazy.compactMap { $0.field as? TextField }.last
    lastOneLineField?.reactive.enterPresses.observeOnMainActor { [submitButton] _ in submitButton.press() }
  }

  /// Submits with `action`: the button is enabled while the action is, pressing it (or Enter in
  /// the last one-line field) runs it, and the spinner turns while it runs.
  public func bindSubmit<Output, Failure>(to action: Action<Void, Output, Failure>) {
    submitButton.reactive.pressed = CocoaAction(action)
    spinner.reactive.isAnimating <~ action.isExecuting.skipRepeats()
  }

  /// Shows `message` in red under the button while it is not `nil`.
  public func bindFailure(_ message: Property<String?>) {
    failure.reactive.text <~ message.map { $0 ?? "" }.skipRepeats()
    failure.reactive.isHidden <~ message.map { $0 == nil }.skipRepeats()
  }
}
