import Foundation

/// When a scheduler runs an action asked for at some date: the rule every clock in ReactiveCore
/// and its dialects keeps for the two dates ordinary arithmetic never produces.
package enum DueTime: Equatable {
  /// Now: a NaN date (a NaN delay or interval) runs as a past date does. Queued at NaN, an
  /// action would compare false both ways with every other and, first in a queue, hold back
  /// everything after it.
  case now
  /// Never: an infinitely far date (a `.never` delay, timeout or period) is not queued at all,
  /// so a test clock advanced to the end of time stops rather than repeating such a timer there.
  case never
  /// The date itself, past or future.
  case at(Date)
}

extension Date {
  /// When an action asked for at this date runs: see `DueTime`.
  package var dueTime: DueTime {
    let seconds = timeIntervalSinceReferenceDate
    if seconds.isNaN { return .now }
    if seconds == .infinity { return .never }
    return .at(self)
  }
}
