import ReactiveCore

/// The signals a text-editing view (`TextField`, `TextView`) sends, and when: the text after
/// every edit by the user; the text when the user ends editing, but only if it was edited since
/// the last end (Enter in a field ends it in any case); and the text on each Enter in a field.
/// Text set from code sends on none, like UIKit.
@MainActor
final class TextEditingSignals {
  private let continuousInput: Signal<String, Never>.Observer
  /// The text after every edit by the user.
  let continuous: Signal<String, Never>
  private let endedInput: Signal<String, Never>.Observer
  /// The text each time the user ends editing.
  let ended: Signal<String, Never>
  private let enterInput: Signal<String, Never>.Observer
  /// The text each time the user presses Enter in a one-line field.
  let enterPresses: Signal<String, Never>
  private var editedSinceLastEnd = false

  init() {
    (continuous, continuousInput) = Signal<String, Never>.pipe()
    (ended, endedInput) = Signal<String, Never>.pipe()
    (enterPresses, enterInput) = Signal<String, Never>.pipe()
  }

  deinit {
    continuousInput.sendCompleted()
    endedInput.sendCompleted()
    enterInput.sendCompleted()
  }

  /// The user changed the text to `text`.
  func edited(_ text: String) {
    editedSinceLastEnd = true
    continuousInput.send(value: text)
  }

  /// The user ended editing by moving the focus away.
  func endEditing(_ text: @autoclosure () -> String) {
    guard editedSinceLastEnd else { return }
    editedSinceLastEnd = false
    endedInput.send(value: text())
  }

  /// The user pressed Enter in a one-line field: editing ends, edited or not, and then the press
  /// is sent.
  func pressedEnter(_ text: String) {
    editedSinceLastEnd = false
    endedInput.send(value: text)
    enterInput.send(value: text)
  }
}
