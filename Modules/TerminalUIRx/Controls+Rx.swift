import ReactiveCoreRx
import TerminalUI

extension View: ReactiveCompatible {}

extension ReactiveCoreRx.Reactive where Base: View {
  /// Hides and shows the view.
  public var isHidden: Binder<Bool> { Binder(base) { view, hidden in view.isHidden = hidden } }
}

extension ReactiveCoreRx.Reactive where Base: Label {
  /// The label's text (`nil` shows nothing).
  public var text: Binder<String?> { Binder(base) { label, text in label.text = text ?? "" } }
}

extension ReactiveCoreRx.Reactive where Base: Button {
  /// Each press while the button is enabled (Enter or Space while it has focus).
  @MainActor public var tap: ControlEvent<Void> { ControlEvent(events: base.presses.asObservable()) }

  /// Whether the button can be pressed.
  public var isEnabled: Binder<Bool> { Binder(base) { button, enabled in button.isEnabled = enabled } }

  /// The button's title (`nil` shows none).
  public var title: Binder<String?> { Binder(base) { button, title in button.title = title ?? "" } }
}

/// RxCocoa's `text` of an editable view: the current text when subscribed (on the main queue, at
/// once when already there), then `edits`; binding to it sets the text, which sends nothing back.
@MainActor
private func editableText<Editable: View>(
  of view: Editable, get text: @escaping @MainActor (Editable) -> String,
  set: @escaping @MainActor (Editable, String) -> Void, edits: Observable<String>
) -> ControlProperty<String?> {
  let current = Observable<String?>.deferred { [weak view] in
    .just(MainActor.assumeIsolated { view.map(text) })
  }
  .subscribe(on: ConcurrentMainScheduler.instance)
  return ControlProperty(
    values: current.concat(edits.map { Optional($0) }),
    valueSink: Binder(view) { view, newText in set(view, newText ?? "") })
}

extension ReactiveCoreRx.Reactive where Base: TextField {
  /// The field's text: the current text when subscribed, then the text after each edit by the
  /// user. Binding to it sets the text, which sends nothing back. Never `nil` (a terminal field
  /// always has a text), optional as in RxCocoa so `.orEmpty` reads as there.
  @MainActor public var text: ControlProperty<String?> {
    editableText(of: base, get: { $0.text }, set: { $0.text = $1 }, edits: base.continuousTextValues.asObservable())
  }

  /// Whether the field takes keys.
  public var isEnabled: Binder<Bool> { Binder(base) { field, enabled in field.isEnabled = enabled } }
}

extension ReactiveCoreRx.Reactive where Base: TextView {
  /// The view's text, lines separated by "\n": the current text when subscribed, then the text
  /// after each edit by the user. Binding to it sets the text, which sends nothing back. As
  /// RxCocoa's `UITextView.rx.text`.
  @MainActor public var text: ControlProperty<String?> {
    editableText(of: base, get: { $0.text }, set: { $0.text = $1 }, edits: base.continuousTextValues.asObservable())
  }

  /// Each edit by the user (RxCocoa's `didChange`).
  @MainActor public var didChange: ControlEvent<Void> {
    ControlEvent(events: base.continuousTextValues.asObservable().map { _ in })
  }

  /// Each time the user leaves the view after editing it (RxCocoa's `didEndEditing`; Enter is
  /// a line break, so only the focus moving away ends editing).
  @MainActor public var didEndEditing: ControlEvent<Void> {
    ControlEvent(events: base.textValues.asObservable().map { _ in })
  }
}

extension ReactiveCoreRx.Reactive where Base: Spinner {
  /// Whether the spinner turns (and shows).
  public var isAnimating: Binder<Bool> { Binder(base) { spinner, animating in spinner.isAnimating = animating } }
}

extension ReactiveCoreRx.Reactive where Base: SearchBar {
  /// Each press of Enter in the bar (UISearchBar's search button); `rx.text` is the bar's text.
  @MainActor public var searchButtonClicked: ControlEvent<Void> {
    ControlEvent(events: base.searchButtonClicks.asObservable())
  }

  /// Each cancel (Escape, which also clears the text; UISearchBar's cancel button).
  @MainActor public var cancelButtonClicked: ControlEvent<Void> {
    ControlEvent(events: base.cancelButtonClicks.asObservable())
  }
}

extension RefreshControl: ReactiveCompatible {}

extension ReactiveCoreRx.Reactive where Base: RefreshControl {
  /// Begins or ends refreshing (bind a view model's loading state to it).
  public var isRefreshing: Binder<Bool> {
    Binder(base) { control, refreshing in
      if refreshing { control.beginRefreshing() } else { control.endRefreshing() }
    }
  }

  /// Each pull to refresh for `.valueChanged` (or `.primaryActionTriggered`); other kinds
  /// never fire.
  @MainActor public func controlEvent(_ events: ControlEvents) -> ControlEvent<Void> {
    let fires = !events.isDisjoint(with: [.valueChanged, .primaryActionTriggered])
    return ControlEvent(events: fires ? base.valueChanges.asObservable() : .never())
  }
}
