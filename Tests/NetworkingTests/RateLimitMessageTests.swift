import Networking
import Testing

/// What a user reads after a 429: the server's `Retry-After` in seconds when it is a sensible
/// wait, "later" otherwise. Found by fuzzing (`FuzzResponses`, 2026-11-26): a `Retry-After` of
/// 120 digits made the message convert a number beyond `Int.max` and crash the app.
@Suite("Networking: the rate-limit message")
struct RateLimitMessageTests {
  @Test("a wait in seconds is shown rounded up; none, zero or an absurd one says later, without crashing")
  func retryAfterInWords() {
    #expect(CoreError.rateLimited(retryAfter: 6.2).userMessage == "Too many attempts. Try again in 7 seconds.")
    #expect(CoreError.rateLimited(retryAfter: nil).userMessage == "Too many attempts. Try again later.")
    #expect(CoreError.rateLimited(retryAfter: 0).userMessage == "Too many attempts. Try again later.")
    for absurd in [6.6e119, Double(Int.max), .infinity, .nan, 90_000] {
      #expect(CoreError.rateLimited(retryAfter: absurd).userMessage == "Too many attempts. Try again later.")
    }
    #expect(CoreError.rateLimited(retryAfter: 86_400).userMessage == "Too many attempts. Try again in 86400 seconds.")
  }
}
