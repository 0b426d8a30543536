import Dispatch
import Foundation

extension DispatchWallTime {
  /// The latest deadline given to a dispatch timer as a date, about 31,700 years after 1970;
  /// later ones (a delay of 1e300 seconds, `.infinity`) are `distantFuture`: a `timespec` holds
  /// an `Int` of seconds, and converting 1e300 to one trapped.
  static let latestDatedDeadline: TimeInterval = 1e12

  /// The wall-clock time `secondsSince1970` names, for a dispatch timer: now for a time already
  /// past (or NaN, or -infinity), `distantFuture` past `latestDatedDeadline`.
  static func deadline(secondsSince1970 seconds: TimeInterval) -> DispatchWallTime {
    guard seconds > Date().timeIntervalSince1970 else { return .now() }
    guard seconds < latestDatedDeadline else { return .distantFuture }
    let whole = seconds.rounded(.down)
    return DispatchWallTime(timespec: timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9)))
  }
}
