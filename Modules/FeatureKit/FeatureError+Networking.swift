import Networking
import ReactiveCore

/// The one mapping from a networking failure to what a feature shows: every live provider uses
/// it, so the same failure reads the same on every screen.
extension FeatureError {
  /// The user-facing form of `error`: its message, retryable when trying again may help.
  public init(_ error: CoreError) {
    self.init(message: error.userMessage, isRetryable: error.isRetryable)
  }
}

extension SignalProducer where Error == CoreError {
  /// This request with its failures as a feature shows them (see `FeatureError.init(_:)`).
  public func mapFeatureError() -> SignalProducer<Value, FeatureError> {
    mapError(FeatureError.init)
  }
}
