import FeatureKit
import Foundation
import ReactiveCore

extension SessionStore {
  /// What the sign-in screen says when the session could not be renewed.
  public static let expiredReason = "Your session expired. Sign in again."

  /// Keeps the session fresh while the result is not disposed: `margin` seconds before the access
  /// token expires (at once if that has passed), asks `provider` for new tokens and saves them;
  /// if that fails, ends the session with `expiredReason`. Timing runs on `scheduler`.
  @discardableResult
  public func keepFresh(
    using provider: any SignInProviderProtocol, on scheduler: DateScheduler, margin: TimeInterval = 60
  ) -> Disposable {
    session.producer
      .map { session -> SignalProducer<Session?, Never> in
        guard let session, let expiresAt = session.expiresAt, !session.refreshToken.isEmpty else { return .empty }
        let due = max(scheduler.currentDate, expiresAt.addingTimeInterval(-margin))
        return SignalProducer<Void, Never>(value: ())
          .delay(due.timeIntervalSince(scheduler.currentDate), on: scheduler)
          .flatMap(.latest) { _ in
            provider.refresh(session).map { Optional($0) }.flatMapError { _ in SignalProducer(value: nil) }
          }
      }
      .flatten(.latest)
      .startWithValues { [weak self] refreshed in
        guard let self else { return }
        if let refreshed { save(refreshed) } else { end(reason: Self.expiredReason) }
      }
  }
}
