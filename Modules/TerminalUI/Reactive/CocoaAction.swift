import ReactiveCore

/// Wraps an `Action` so a control can trigger it: what ReactiveCocoa's `CocoaAction` is to
/// UIKit controls. A button bound with `button.reactive.pressed = CocoaAction(action)` runs the
/// action when pressed and is enabled only while the action is.
@MainActor
public final class CocoaAction<Sender> {
  /// Whether the wrapped action can run now.
  public let isEnabled: Property<Bool>
  /// Whether the wrapped action is running.
  public let isExecuting: Property<Bool>
  private let run: (Sender) -> Void

  /// Wraps `action`, giving it `inputTransform(sender)` as input on each press.
  public init<Input, Output, Error>(
    _ action: Action<Input, Output, Error>, _ inputTransform: @escaping (Sender) -> Input
  ) {
    isEnabled = action.isEnabled
    isExecuting = action.isExecuting
    run = { sender in action.apply(inputTransform(sender)).start() }
  }

  /// Wraps `action`, giving it `input` on each press.
  public convenience init<Input, Output, Error>(_ action: Action<Input, Output, Error>, input: Input) {
    self.init(action) { _ in input }
  }

  /// Wraps an action that takes no input.
  public convenience init<Output, Error>(_ action: Action<Void, Output, Error>) {
    self.init(action, input: ())
  }

  /// Runs the action on behalf of `sender` (does nothing while it is disabled, besides the
  /// action's own `disabledErrors`).
  public func execute(_ sender: Sender) {
    run(sender)
  }
}
