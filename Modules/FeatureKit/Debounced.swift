import Foundation
import ReactiveCore

/// A value the user edits that takes effect once editing pauses: a search typed key by key
/// filters (or asks the server) only when typing stops for a moment, not on every key.
///
/// `edited` follows every change at once (what the field shows); `applied` becomes it when no
/// change came for the delay of the `applying(after:on:)` feedback: each change restarts the
/// wait, and editing back to the applied value cancels it. Hold it in a screen's `State` and
/// read `applied` where the value takes effect: a local filter, or `QueriedList`'s `query`.
public struct Debounced<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value as the user left it.
  public var edited: Value
  /// The value in effect: `edited`, once editing paused.
  public var applied: Value

  /// A value in effect from the start.
  public init(_ value: Value) {
    edited = value
    applied = value
  }

  /// The edited value while it waits to take effect; `nil` when it is the applied one.
  public var pending: Value? { edited == applied ? nil : edited }

  /// What changes it.
  public enum Event: Equatable, Sendable {
    /// The user changed the value.
    case edited(Value)
    /// Editing paused: this value takes effect (what the feedback sends).
    case applied(Value)
  }

  /// Applies `event`.
  public static func reduce(_ state: inout Debounced, _ event: Event) {
    switch event {
    case let .edited(value): state.edited = value
    case let .applied(value): state.applied = value
    }
  }

  /// The loop's effect: sends `applied` with the edited value `delay` seconds after the last
  /// change, on `scheduler` (a `TestScheduler` in tests, in virtual time).
  public static func applying(after delay: TimeInterval, on scheduler: DateScheduler) -> Feedback<Debounced, Event> {
    Feedback(
      skippingRepeated: { $0.pending },
      effects: { value -> SignalProducer<Event, Never> in
        SignalProducer(value: Event.applied(value)).delay(delay, on: scheduler)
      })
  }
}
