import Foundation
import SignIn
import Testing

/// A session's tokens never show when the session is printed, dumped or compared in a test.
@Suite("a session printed")
struct SessionPrintingTests {
  let session = Session(
    accessToken: "eyJ-access-token-7Q", userID: 1, username: "emilys", firstName: "Emily", lastName: "Johnson",
    email: "emily.johnson@x.dummyjson.com", refreshToken: "eyJ-refresh-token-9Z",
    expiresAt: Date(timeIntervalSince1970: 1_800_000_000))

  @Test("print, debugPrint and dump show who is signed in, never a token")
  func printedWithoutTokens() {
    var dumped = ""
    dump(session, to: &dumped)
    var debugPrinted = ""
    debugPrint(session, to: &debugPrinted)
    for text in [String(describing: session), debugPrinted, dumped] {
      #expect(!text.contains("access-token") && !text.contains("refresh-token"), "\(text)")
    }
    #expect(dumped.contains("emilys") && dumped.contains("emily.johnson@x.dummyjson.com"), "the rest is shown")
    #expect(dumped.contains("accessToken: <secret>") && dumped.contains("refreshToken: <secret>"))
  }

  @Test("a mirror lists every field, the tokens as secrets (state diffs in LoopTester read mirrors)")
  func mirrorKeepsTokens() {
    let children = Mirror(reflecting: session).children
    #expect(
      children.map(\.label) == [
        "accessToken", "userID", "username", "firstName", "lastName", "email", "refreshToken", "expiresAt",
      ])
    for child in children where child.label?.hasSuffix("Token") == true {
      #expect(child.value is Secret)
    }
    var signedOut = session
    signedOut.accessToken = ""
    #expect(Mirror(reflecting: signedOut).children.first.map { "\($0.value)" } == "<empty>")
  }
}
