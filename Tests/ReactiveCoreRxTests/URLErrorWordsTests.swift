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

  // Found by trying edge inputs (2026-12-07): on Linux a URL with an IPv6 address failed with
  // "The operation could not be completed. (NSURLErrorDomain error -1000.)", and a body that is
  // not JSON with "Error Domain=NSCocoaErrorDomain Code=3840 …".
  @Test func systemErrorsAreSaidInWords() async throws {
    let url = try #require(URL(string: "http://[::1]:1/posts"))
    let failure = await withCheckedContinuation { continuation in
      _ = URLSession.shared.rx.response(request: URLRequest(url: url)).subscribe(
        onNext: { _ in continuation.resume(returning: "a response") },
        onError: { continuation.resume(returning: "\($0)") })
    }
    #expect(!failure.contains("Domain") && !failure.contains("-10"), "\(failure)")
    #if canImport(FoundationNetworking)
      #expect(
        failure == "The request to http://[::1]:1/posts failed: The system will not request this URL "
          + "(on Linux, no URL with an IPv6 address in it: name the host instead)")
    #endif

    let notJSON = RxCocoaURLError.deserializationError(
      error: try #require(throwing { try JSONSerialization.jsonObject(with: Data("{oops".utf8)) }))
    #expect(
      notJSON.description
        == "The answer was not the JSON expected: The data is not in the correct format. (Invalid value around character 1.)"
    )
  }

  private func throwing(_ body: () throws -> Any) -> (any Error)? {
    do {
      _ = try body()
      return nil
    } catch { return error }
  }
}
