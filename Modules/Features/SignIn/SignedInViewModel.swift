import FeatureKit
import ReactiveCore

/// Says who is signed in, as the server knows them: the user name at once, then their full name
/// from `/auth/me` ("Signed in as Emily Johnson"). If the server cannot say, the user name stays.
public final class SignedInViewModel {
  /// The greeting line.
  public let greeting: Property<String>

  /// Starts asking `provider` who is signed in as `session`; results arrive on `scheduler`.
  public init(session: Session, provider: any SignInProviderProtocol, scheduler: DateScheduler) {
    let initial = "Signed in as \(session.username)"
    greeting = Property(
      initial: initial,
      then: provider.currentUserName()
        .map { "Signed in as \($0)" }
        .flatMapError { _ in SignalProducer<String, Never>(value: initial) }
        .observe(on: scheduler))
  }
}
