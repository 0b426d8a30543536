import ReactiveCore
import ReactiveCoreTesting
import TerminalUI

/// What a text field or text view sends from the moment this is made: every edit
/// (`continuousTextValues`), each end of editing (`textValues`) and, for a field, each Enter.
@MainActor
struct SentText {
  let continuous = EventRecorder<String, Never>()
  let ended = EventRecorder<String, Never>()
  let entered = EventRecorder<String, Never>()

  init(by field: TextField) {
    field.reactive.continuousTextValues.observe(continuous.observer)
    field.reactive.textValues.observe(ended.observer)
    field.reactive.enterPresses.observe(entered.observer)
  }

  init(by view: TextView) {
    view.reactive.continuousTextValues.observe(continuous.observer)
    view.reactive.textValues.observe(ended.observer)
  }
}
