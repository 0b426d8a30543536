import Foundation
import ReactiveCore

/// Records the events a signal or producer delivers, with the time each arrived (virtual time
/// when a `TestScheduler` is given as the clock). Thread-safe.
public final class EventRecorder<Value, Error: Swift.Error>: @unchecked Sendable {
  /// One recorded event and when it arrived.
  public struct Entry {
    /// When the event arrived: the clock's date, or the real date without a clock.
    public let date: Date
    /// The event.
    public let event: Signal<Value, Error>.Event
  }

  private let lock = NSLock()
  private var recorded: [Entry] = []
  private let clock: DateScheduler?

  /// Creates a recorder; `clock` stamps each event (use the test's `TestScheduler`).
  public init(clock: DateScheduler? = nil) {
    self.clock = clock
  }

  /// The observer to attach: it records every event.
  public var observer: Signal<Value, Error>.Observer {
    Signal<Value, Error>.Observer { [self] event in record(event) }
  }

  private func record(_ event: Signal<Value, Error>.Event) {
    let date = clock?.currentDate ?? Date()
    lock.withLock { recorded.append(Entry(date: date, event: event)) }
  }

  /// Every event so far, in order.
  public var events: [Signal<Value, Error>.Event] { lock.withLock { recorded.map(\.event) } }

  /// Every event so far with its arrival date.
  public var entries: [Entry] { lock.withLock { recorded } }

  /// The values so far, in order.
  public var values: [Value] { events.compactMap(\.value) }

  /// The terminal event, if one arrived.
  public var terminal: Signal<Value, Error>.Event? { events.last.flatMap { $0.isTerminating ? $0 : nil } }

  /// Whether a terminal event arrived.
  public var isTerminated: Bool { terminal != nil }

  /// Whether the stream completed.
  public var isCompleted: Bool { terminal?.isCompleted ?? false }

  /// Whether the stream was interrupted.
  public var isInterrupted: Bool {
    if case .interrupted? = terminal { return true }
    return false
  }

  /// The failure, if the stream failed.
  public var error: Error? { terminal?.error }

  /// Whether the recorded events obey the grammar `value* (failed | completed | interrupted)?`.
  public var obeysEventGrammar: Bool {
    let all = events
    guard let firstTerminal = all.firstIndex(where: \.isTerminating) else { return true }
    return firstTerminal == all.count - 1
  }

  /// The arrival times of the values, in seconds after `start`.
  public func valueTimes(since start: Date) -> [TimeInterval] {
    entries.filter { $0.event.value != nil }.map { $0.date.timeIntervalSince(start) }
  }

  /// Forgets everything recorded so far.
  public func reset() {
    lock.withLock { recorded.removeAll() }
  }
}

extension Signal {
  /// Observes the signal with a new recorder and returns it.
  @discardableResult
  public func record(clock: DateScheduler? = nil) -> EventRecorder<Value, Error> {
    let recorder = EventRecorder<Value, Error>(clock: clock)
    observe(recorder.observer)
    return recorder
  }
}

extension SignalProducer {
  /// Starts the producer with a new recorder; returns the recorder and the start's disposable.
  public func record(clock: DateScheduler? = nil) -> (recorder: EventRecorder<Value, Error>, disposable: Disposable) {
    let recorder = EventRecorder<Value, Error>(clock: clock)
    let disposable = start(recorder.observer)
    return (recorder, disposable)
  }
}
