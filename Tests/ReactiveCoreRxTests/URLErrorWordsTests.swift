import Foundation
import ReactiveCoreRx
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLSession.rx` failures say what went wrong in words, naming the URL, never a password
/// written into it. (The requests themselves run against the embedded API in DialectExamplesTests.)
@Suite struct URLErrorWordsTests {
  // Found by trying edge inputs (2026-12-07): a URL written with a user name and password was
  // repeated whole, password included, in the error's words.
  @Test func aPasswordInTheURLIsRedactedFromTheWords() throws {
    let url = try #require(URL(string: "http://emilys:emilyspass@127.0.0.1:1/auth/me?x=1"))
    let failed = RxCocoaURLError.requestFailed(request: URLRequest(url: url), reason: "Couldn't connect to server")
    #expect(
      failed.description
        == "The request to http://emilys:<redacted>@127.0.0.1:1/auth/me?x=1 failed: Couldn't connect to server")
    let response = try #require(HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil))
    let rejected = RxCocoaURLError.httpRequestFailed(response: response, data: nil)
    #expect(rejected.description == "The server answered 404 for http://emilys:<redacted>@127.0.0.1:1/auth/me?x=1.")
    let plain = try #require(URL(string: "https://api.example.com/v2/beers"))
    #expect(
      RxCocoaURLError.requestFailed(request: URLRequest(url: plain), reason: "timed out").description
        == "The request to https://api.example.com/v2/beers failed: timed out")
  }
}
