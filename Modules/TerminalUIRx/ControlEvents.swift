import ReactiveCore
import ReactiveCoreRx
import TerminalUI

/// The kinds of control events `rx.controlEvent(_:)` can observe, with UIKit's names (RxCocoa
/// takes `UIControl.Event`). Each control sends the kinds it has; the others never fire.
public struct ControlEvents: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates events from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A button pressed (Enter or Space while it has focus).
  public static let touchUpInside = ControlEvents(rawValue: 1 << 0)
  /// A control's primary action: a button's press, a text field's Enter.
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 1)
  /// A text field's text changed by the user.
  public static let editingChanged = ControlEvents(rawValue: 1 << 2)
  /// A text field stopped being edited: Enter, or focus moving away.
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 3)
  /// A text field stopped being edited by Enter. The terminal field reports Enter and focus
  /// leaving as one event, so this fires when `editingDidEnd` does.
  public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 4)
  /// A control's value changed (a text field's text).
  public static let valueChanged = ControlEvents(rawValue: 1 << 5)
}

extension ReactiveCoreRx.Reactive where Base: Button {
  /// Each event of the given kinds: a press for `.touchUpInside` or `.primaryActionTriggered`.
  @MainActor public func controlEvent(_ events: ControlEvents) -> ControlEvent<Void> {
    let fires = !events.isDisjoint(with: [.touchUpInside, .primaryActionTriggered])
    return ControlEvent(events: fires ? base.presses.asObservable() : .never())
  }
}

extension ReactiveCoreRx.Reactive where Base: TextField {
  /// Each event of the given kinds: an edit for `.editingChanged` or `.valueChanged`; the end
  /// of editing (Enter, or focus moving away) for `.editingDidEnd`; Enter alone (UIKit's return
  /// key) for `.editingDidEndOnExit` or `.primaryActionTriggered`. One event per Enter even when
  /// several of these kinds are asked for.
  @MainActor public func controlEvent(_ events: ControlEvents) -> ControlEvent<Void> {
    var sources: [Observable<Void>] = []
    if !events.isDisjoint(with: [.editingChanged, .valueChanged]) {
      sources.append(base.continuousTextValues.asObservable().map { _ in })
    }
    if events.contains(.editingDidEnd) {
      sources.append(base.textValues.asObservable().map { _ in })
    } else if !events.isDisjoint(with: [.editingDidEndOnExit, .primaryActionTriggered]) {
      sources.append(base.enterPresses.asObservable().map { _ in })
    }
    return ControlEvent(events: sources.isEmpty ? .never() : Observable.merge(sources))
  }
}

@MainActor
extension ReactiveCoreRx.Reactive where Base: TableView {
  /// Makes `delegate` the table's delegate next to the Rx bindings (RxCocoa's `setDelegate`);
  /// disposing the result removes it again if it is still the delegate. The table holds it
  /// weakly, as UIKit does: keep it alive yourself.
  public func setDelegate(_ delegate: any TableViewDelegate) -> ReactiveCoreRx.Disposable {
    let table = base
    table.delegate = delegate
    return Disposables.create { [weak table, weak delegate] in
      UIScheduler().scheduleOnMainActor {
        if let table, table.delegate === delegate { table.delegate = nil }
      }
    }
  }
}
