/// How `flatten` and `flatMap` combine the inner streams of a stream of streams.
public struct FlattenStrategy: Sendable, Equatable, CustomStringConvertible {
  @usableFromInline
  enum Kind: Sendable, Equatable {
    case concurrent(limit: UInt)
    case latest
    case race
    case throttle
  }

  @usableFromInline let kind: Kind

  @inlinable init(_ kind: Kind) { self.kind = kind }

  /// Starts every inner stream as it arrives and forwards all their values. An inner stream that
  /// is interrupted counts as completed; the result goes on.
  public static let merge = FlattenStrategy(.concurrent(limit: .max))

  /// Starts inner streams one after the other, each when the previous completes (or is
  /// interrupted, which counts as completing; the result goes on).
  public static let concat = FlattenStrategy(.concurrent(limit: 1))

  /// Forwards only the latest inner stream; a new one interrupts the previous. The latest inner
  /// stream's own interruption counts as its completion; the result goes on.
  public static let latest = FlattenStrategy(.latest)

  /// Forwards only the first inner stream to send anything; the others are disposed. The
  /// winner's interruption interrupts the result.
  public static let race = FlattenStrategy(.race)

  /// Forwards one inner stream at a time; inner streams that arrive while one runs are dropped
  /// (never started). The running inner stream's interruption interrupts the result.
  public static let throttle = FlattenStrategy(.throttle)

  /// Runs at most `limit` inner streams at once; the rest wait their turn, in order. An inner
  /// stream that is interrupted counts as completed and makes room for the next.
  public static func concurrent(limit: UInt) -> FlattenStrategy {
    precondition(limit > 0, "A concurrency limit must be positive")
    return FlattenStrategy(.concurrent(limit: limit))
  }

  /// A description for people reading logs and test failures.
  public var description: String {
    switch kind {
    case .concurrent(limit: .max): return "merge"
    case .concurrent(limit: 1): return "concat"
    case let .concurrent(limit): return "concurrent(limit: \(limit))"
    case .latest: return "latest"
    case .race: return "race"
    case .throttle: return "throttle"
    }
  }
}
