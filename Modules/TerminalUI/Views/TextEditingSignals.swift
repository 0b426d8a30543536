import ReactiveCore

/// The two signals a text-editing view (`TextField`, `TextView`) sends, and when: the text after
/// every edit by the user, and the text when the user ends editing, but only if it was edited
/// since the last end (unless the end is forced, as Enter in a field is). Text set from code
/// sends on neither, like UIKit.
@MainActor
final class TextEditingSignals {
  private let continuousInput: Signal<String, Never>.Observer
  /// The text after every edit by the user.
  let continuous: Signal<String, Never>
  private let endedInput: Signal<String, Never>.Observer
  /// The text each time the user ends editing.
  let ended: Signal<String, Never>
  private var editedSinceLastEnd = false

  init() {
    (continuous, continuousInput) = Signal<String, Never>.pipe()
    (ended, endedInput) = Signal<String, Never>.pipe()
  }

  deinit {
    continuousInput.sendCompleted()
    endedInput.sendCompleted()
  }

  /// The user changed the text to `text`.
  func edited(_ text: String) {
    editedSinceLastEnd = true
    continuousInput.send(value: text)
  }

  /// The user ended editing (focus left, or Enter when `force`).
  func endEditing(_ text: @autoclosure () -> String, force: Bool = false) {
    guard force || editedSinceLastEnd else { return }
    editedSinceLastEnd = false
    endedInput.send(value: text())
  }
}
