/// `logEvents`: prints (or hands to your logger) what a stream does, for debugging.

/// The kinds of events `logEvents` can report.
public enum LoggingEvent {
  /// What a signal can report.
  public enum Signal: String, CaseIterable, Sendable {
    case value, completed, failed, terminated, disposed, interrupted

    /// Every kind, as a set: what `logEvents` logs unless told otherwise.
    public static let allEvents = Set(allCases)
  }

  /// What a producer can report: a signal's events, plus its start.
  public enum SignalProducer: String, CaseIterable, Sendable {
    case starting, started, value, completed, failed, terminated, disposed, interrupted

    /// Every kind, as a set: what `logEvents` logs unless told otherwise.
    public static let allEvents = Set(allCases)
  }
}

/// Receives one logged event: the stream's identifier, the event ("value 3", "completed",
/// "failed <error>"...), and where `logEvents` was called.
public typealias EventLogger = (
  _ identifier: String, _ event: String, _ fileName: String, _ functionName: String, _ lineNumber: Int
) -> Void

/// The default `EventLogger`: prints "[identifier] event fileName: ..., functionName: ...,
/// lineNumber: ..." to standard output.
public func defaultEventLog(
  identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int
) {
  print("[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)")
}

/// Builds the hooks `logEvents` installs: one per kind of event asked for, nil for the others.
private struct EventLogHooks {
  let report: (String) -> Void
  let isLogged: (String) -> Bool

  func hook(_ kind: String) -> (() -> Void)? {
    isLogged(kind) ? { report(kind) } : nil
  }

  func hook<T>(_ kind: String, _: T.Type) -> ((T) -> Void)? {
    isLogged(kind) ? { report("\(kind) \($0)") } : nil
  }
}

extension Signal {
  /// Logs the chosen `events` of this signal with `logger`, tagged with `identifier` and the
  /// place of the call.
  public func logEvents(
    identifier: String = "",
    events: Set<LoggingEvent.Signal> = LoggingEvent.Signal.allEvents,
    fileName: String = #file,
    functionName: String = #function,
    lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> Signal<Value, Error> {
    let hooks = EventLogHooks(
      report: { logger(identifier, $0, fileName, functionName, lineNumber) },
      isLogged: { kind in events.contains { $0.rawValue == kind } })
    return on(
      failed: hooks.hook(LoggingEvent.Signal.failed.rawValue, Error.self),
      completed: hooks.hook(LoggingEvent.Signal.completed.rawValue),
      interrupted: hooks.hook(LoggingEvent.Signal.interrupted.rawValue),
      terminated: hooks.hook(LoggingEvent.Signal.terminated.rawValue),
      disposed: hooks.hook(LoggingEvent.Signal.disposed.rawValue),
      value: hooks.hook(LoggingEvent.Signal.value.rawValue, Value.self))
  }
}

extension SignalProducer {
  /// Logs the chosen `events` of each start of this producer with `logger`, tagged with
  /// `identifier` and the place of the call.
  public func logEvents(
    identifier: String = "",
    events: Set<LoggingEvent.SignalProducer> = LoggingEvent.SignalProducer.allEvents,
    fileName: String = #file,
    functionName: String = #function,
    lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> SignalProducer<Value, Error> {
    let hooks = EventLogHooks(
      report: { logger(identifier, $0, fileName, functionName, lineNumber) },
      isLogged: { kind in events.contains { $0.rawValue == kind } })
    return on(
      starting: hooks.hook(LoggingEvent.SignalProducer.starting.rawValue),
      started: hooks.hook(LoggingEvent.SignalProducer.started.rawValue),
      failed: hooks.hook(LoggingEvent.SignalProducer.failed.rawValue, Error.self),
      completed: hooks.hook(LoggingEvent.SignalProducer.completed.rawValue),
      interrupted: hooks.hook(LoggingEvent.SignalProducer.interrupted.rawValue),
      terminated: hooks.hook(LoggingEvent.SignalProducer.terminated.rawValue),
      disposed: hooks.hook(LoggingEvent.SignalProducer.disposed.rawValue),
      value: hooks.hook(LoggingEvent.SignalProducer.value.rawValue, Value.self))
  }
}
