import EmbeddedAPI
import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// The offline API on a loopback port for a live provider's tests: `body` gets a client of a
/// fresh embedded server (signed in with the demo account when `signedIn`), and the server is
/// stopped after it, whether it returns or throws. Real HTTP, no mocks. `body` runs on the
/// caller's actor, so a `@MainActor` suite (a screen's) can drive its screen against the server.
///
/// ```swift
/// try await withEmbeddedAPI(signedIn: true) { client in
///   let comments = try await LivePostDetailProvider(client: client).fetchComments(postID: 1).firstResult()?.get()
/// }
/// ```
public func withEmbeddedAPI<T>(
  signedIn: Bool = false, configuration: EmbeddedAPIConfiguration = EmbeddedAPIConfiguration(),
  isolation: isolated (any Actor)? = #isolation, _ body: (APIClient) async throws -> T
) async throws -> T {
  let server = try await EmbeddedAPIServer.start(configuration)
  do {
    let client = APIClient(baseURL: server.baseURL, configuration: APIClient.Configuration(timeout: 10))
    if signedIn { client.authorizationToken = try await TestAccount.signIn(client) }
    let result = try await body(client)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

/// The offline API's demo account, which every test signs in with.
public enum TestAccount {
  /// The user name.
  public static let username = "emilys"
  /// Its DummyJSON id: on the offline API, also the JSONPlaceholder `userId` of its rows.
  public static let id = 1
  /// The full name.
  public static let name = "Emily Johnson"
  /// The e-mail address.
  public static let email = "emily.johnson@x.dummyjson.com"
  /// The account as features see it, for a fake environment's `signedInUser`.
  public static let user = SignedInUser(id: id, name: name, email: email)

  private struct Credentials: Encodable {
    let username: String
    let password: String
  }

  private struct Tokens: Decodable {
    let accessToken: String
  }

  /// Signs in at `client`'s API and returns the access token.
  static func signIn(_ client: APIClient) async throws -> String {
    let login = try Endpoint<Tokens>.post(
      "/auth/login", json: Credentials(username: username, password: "emilyspass"), secret: true)
    guard let answer = await client.request(login).firstResult() else {
      throw CoreError.invalidRequest(reason: "the sign-in ended without an answer")
    }
    return try answer.get().accessToken
  }
}
