import Bindings
import Foundation
import ReactiveCore

@MainActor
extension Reactive where Base: Label {
  /// The label's text (`nil` shows nothing), as UIKit's `String?`: a source of `String` or of
  /// `String?` binds to it.
  public var text: BindingTarget<String?> { makeUIBindingTarget { $0.text = $1 ?? "" } }
  /// The label's style.
  public var style: BindingTarget<Style> { makeUIBindingTarget { $0.style = $1 } }
}

@MainActor
extension Reactive where Base: Button {
  /// The button's title.
  public var title: BindingTarget<String> { makeUIBindingTarget { $0.title = $1 } }
  /// Whether the button can be pressed.
  public var isEnabled: BindingTarget<Bool> { makeUIBindingTarget { $0.isEnabled = $1 } }
  /// Sends on each press while enabled.
  public var presses: Signal<Void, Never> { base.presses }
  /// Each press while enabled, as Bond's `SafeSignal` (observing it starts listening).
  public var tap: SafeSignal<Void> { SignalProducer(base.presses) }

  /// The action a press runs. Setting it binds the button's enabled state to the action's
  /// (disabled while it runs or is disabled); setting `nil` unbinds.
  public var pressed: CocoaAction<Button>? {
    get { base.pressedAction }
    nonmutating set {
      base.pressedBinding.inner = nil
      base.pressedAction = newValue
      if let newValue { base.pressedBinding.inner = isEnabled <~ newValue.isEnabled }
    }
  }
}

@MainActor
extension Reactive where Base: TextField {
  /// The text after every edit by the user.
  public var continuousTextValues: Signal<String, Never> { base.continuousTextValues }
  /// The text when the user ends editing (Enter, or focus moving away).
  public var textValues: Signal<String, Never> { base.textValues }
  /// The text each time the user presses Enter (focus moving away is not a press).
  public var enterPresses: Signal<String, Never> { base.enterPresses }
  /// The field's text (set from code; sends on neither signal).
  public var text: BindingTarget<String> { makeUIBindingTarget { $0.text = $1 } }
  /// Whether the field takes keys.
  public var isEnabled: BindingTarget<Bool> { makeUIBindingTarget { $0.isEnabled = $1 } }
}

@MainActor
extension Reactive where Base: TextView {
  /// The text after every edit by the user.
  public var continuousTextValues: Signal<String, Never> { base.continuousTextValues }
  /// The text when the user ends editing (focus moving away).
  public var textValues: Signal<String, Never> { base.textValues }
  /// The view's text (set from code; sends on neither signal).
  public var text: BindingTarget<String> { makeUIBindingTarget { $0.text = $1 } }
  /// Whether the view takes keys.
  public var isEnabled: BindingTarget<Bool> { makeUIBindingTarget { $0.isEnabled = $1 } }
}

@MainActor
extension Reactive where Base: TableView {
  /// Sends the newly selected row each time the user moves the selection.
  public var selectedRow: Signal<IndexPath, Never> { base.selections }
  /// Sends the selected row each time the user presses Enter on it.
  public var activatedRow: Signal<IndexPath, Never> { base.activations }
  /// Shown when the table has no row.
  public var placeholder: BindingTarget<String> { makeUIBindingTarget { $0.placeholder = $1 } }
}

@MainActor
extension Reactive where Base: Spinner {
  /// Whether the spinner turns (and shows).
  public var isAnimating: BindingTarget<Bool> { makeUIBindingTarget { $0.isAnimating = $1 } }
  /// The text after the wheel.
  public var title: BindingTarget<String> { makeUIBindingTarget { $0.title = $1 } }
}

@MainActor
extension Reactive where Base: ScreenView {
  /// The status line.
  public var status: BindingTarget<String> { makeUIBindingTarget { $0.status = $1 } }
  /// The title bar.
  public var title: BindingTarget<String> { makeUIBindingTarget { $0.title = $1 } }
}

@MainActor
extension Reactive where Base: TableViewCell {
  /// The cell's first line.
  public var text: BindingTarget<String> { makeUIBindingTarget { $0.text = $1 } }
  /// The cell's second line.
  public var detailText: BindingTarget<String> { makeUIBindingTarget { $0.detailText = $1 } }
  /// The cell's accessory text.
  public var accessoryText: BindingTarget<String> { makeUIBindingTarget { $0.accessoryText = $1 } }
}
