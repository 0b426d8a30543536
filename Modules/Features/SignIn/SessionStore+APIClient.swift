import Networking
import ReactiveCore

extension SessionStore {
  /// What the sign-in screen says when the server refused the session's token mid-session.
  public static let refusedReason = "The server signed you out (your session is no longer valid). Sign in again."

  /// Makes `client` send the session's token (and none once signed out) for as long as the
  /// result is not disposed; a 401 to a request that carried it ends the session with
  /// `refusedReason`, so nothing of it stays around.
  @discardableResult
  public func authorize(_ client: APIClient) -> Disposable {
    let tokens = session.producer.startWithValues { session in client.authorizationToken = session?.accessToken }
    let refusals = client.authorizationRejections.observeValues { [weak self] in
      guard let self, session.value != nil else { return }
      end(reason: Self.refusedReason)
    }
    return CompositeDisposable([tokens, refusals].compactMap { $0 })
  }
}
