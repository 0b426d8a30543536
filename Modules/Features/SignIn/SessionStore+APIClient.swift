import Networking
import ReactiveCore

extension SessionStore {
  /// Makes `client` send the session's token (and none once signed out) for as long as the
  /// result is not disposed.
  @discardableResult
  public func authorize(_ client: APIClient) -> Disposable {
    session.producer.startWithValues { session in client.authorizationToken = session?.accessToken }
  }
}
