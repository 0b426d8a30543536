import Foundation
import ReactiveCore

extension ObservableType {
  /// Prints each subscription's life on standard output in RxSwift's format:
  /// `2026-12-06 03:05:01.123: identifier -> subscribed`, then `-> Event next(1)` for every event
  /// and `-> isDisposed` at the end (the time is local, to the millisecond). The identifier
  /// defaults to the file and line of the call and the enclosing function; `trimOutput` shortens
  /// an event longer than 40 characters to its first and last 20.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> Observable<Element> {
    let name = identifier ?? "\(URL(fileURLWithPath: file).lastPathComponent):\(line) (\(function))"
    return self.do(
      onNext: { DebugLog.write(name, "Event " + DebugLog.event("next(\($0))", trimmed: trimOutput)) },
      onError: { DebugLog.write(name, "Event " + DebugLog.event("error(\($0))", trimmed: trimOutput)) },
      onCompleted: { DebugLog.write(name, "Event completed") },
      onSubscribe: { DebugLog.write(name, "subscribed") },
      onDispose: { DebugLog.write(name, "isDisposed") })
  }
}

/// How `debug` words its lines and where it writes them.
enum DebugLog {
  /// Receives the lines instead of standard output, for the current task (tests read them).
  @TaskLocal static var capture: (@Sendable (String) -> Void)?

  /// Writes `identifier -> content`, stamped with the local time to the millisecond.
  static func write(_ identifier: String, _ content: String) {
    let line = "\(timestamp(Date())): \(identifier) -> \(content)"
    if let capture { capture(line) } else { print(line) }
  }

  /// An event's text, shortened as RxSwift does when trimming: past 40 characters, the first 20,
  /// "..." and the last 20.
  static func event(_ text: String, trimmed: Bool) -> String {
    guard trimmed, text.count > 40 else { return text }
    return String(text.prefix(20)) + "..." + String(text.suffix(20))
  }

  /// `yyyy-MM-dd HH:mm:ss.SSS` in the local time zone; one formatter, used under a lock (lines
  /// come from any thread).
  private static func timestamp(_ date: Date) -> String {
    formatter.withLock { $0.string(from: date) }
  }

  private static let formatter = LockedFormatter()
}

/// A `DateFormatter` for `debug`'s timestamps, used by one thread at a time.
private final class LockedFormatter: @unchecked Sendable {
  private let lock = NSLock()
  private let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    return formatter
  }()

  func withLock<Result>(_ body: (DateFormatter) -> Result) -> Result {
    lock.withLock { body(formatter) }
  }
}
