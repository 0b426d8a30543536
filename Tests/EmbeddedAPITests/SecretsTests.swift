import Foundation
import ProgramTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Secrets stay secret: what a user signs in with and the tokens the server signs never appear
/// in what the server writes or answers, and no committed fuzz input carries an account's
/// password.
@Suite("secrets")
struct SecretsTests {
  /// Sends a JSON request to `server`; its status and body.
  private func send(
    _ method: String, _ path: String, to server: APIServerProcess, json: String? = nil, bearer: String? = nil
  ) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: try #require(URL(string: "\(server.baseURL)\(path)")))
    request.httpMethod = method
    if let json {
      request.httpBody = Data(json.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    if let bearer { request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization") }
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  @Test("api-server never writes or echoes a password or a token it signed, signing in right or wrong")
  func serverKeepsSecrets() async throws {
    let server = try APIServerProcess()
    let wrongPassword = "not-emilys-password-7Q"
    let refused = try await send(
      "POST", "/auth/login", to: server, json: #"{"username":"emilys","password":"\#(wrongPassword)"}"#)
    #expect(refused.status == 400)
    let signedIn = try await send(
      "POST", "/auth/login", to: server, json: #"{"username":"emilys","password":"emilyspass"}"#)
    #expect(signedIn.status == 200)
    let tokens = try #require(JSONSerialization.jsonObject(with: Data(signedIn.body.utf8)) as? [String: Any])
    let access = try #require(tokens["accessToken"] as? String)
    let refresh = try #require(tokens["refreshToken"] as? String)
    let me = try await send("GET", "/auth/me", to: server, bearer: access)
    #expect(me.status == 200)
    let forged = try await send("GET", "/auth/me", to: server, bearer: access.dropLast(2) + "xx")
    #expect(forged.status == 401)
    let renewed = try await send("POST", "/auth/refresh", to: server, json: #"{"refreshToken":"\#(refresh)"}"#)
    #expect(renewed.status == 200)
    server.stop()

    let written = server.remainingOutput() + server.errorOutput()
    for secret in ["emilyspass", wrongPassword, access, refresh] {
      #expect(!written.contains(secret), "the server wrote a secret to its output")
    }
    for answer in [refused.body, me.body, forged.body] {
      #expect(!answer.contains("emilyspass") && !answer.contains(wrongPassword), "an answer echoed a password")
    }
    #expect(!forged.body.contains(access.dropLast(2)), "the refusal echoed the token")
  }

  @Test("no committed fuzz input carries the password of an account the API serves")
  func fuzzSeedsCarryNoPassword() throws {
    let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let accounts = repository.appending(path: "Modules/EmbeddedAPI/Resources/dummyjson-users.json")
    let users = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: accounts)) as? [[String: Any]])
    let passwords = users.compactMap { $0["password"] as? String }
    #expect(passwords.count == users.count && !passwords.isEmpty)
    let corpus = repository.appending(path: "Tooling/Fuzz/Corpus")
    let files = try #require(FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }
    #expect(files.count > 10, "the seeds are where this test looks for them")
    for file in files {
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      for password in passwords where text.contains(password) {
        Issue.record("\(file.lastPathComponent) carries an account's password")
      }
    }
  }
}
