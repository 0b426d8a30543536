import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How long a 429 asks the app to wait (RFC 9110, section 10.2.3): `Retry-After` is a number
/// of seconds or an HTTP date, in any of the three forms a recipient must accept (section
/// 5.6.7). Found by fuzzing (`FuzzResponses`, 2026-11-28): parsing the date with Foundation's
/// `DateFormatter` leaked memory on every date it could not read, and only the first form was
/// read.
@Suite("Networking: Retry-After")
struct RetryAfterTests {
  /// Sun, 06 Nov 1994 08:49:37 GMT, the RFC's example, as seconds since 1970.
  static let example = Date(timeIntervalSince1970: 784_111_777)

  /// The wait `validateStatus(now:)` reports for a 429 with this `Retry-After` (`nil`: no
  /// usable wait). A single optional on purpose: Swift Testing's comparison of a `Double??`
  /// reads past the value under AddressSanitizer (a runtime bug, seen 2026-11-28).
  func wait(_ header: String, now: Date = example, sourceLocation: SourceLocation = #_sourceLocation)
    -> TimeInterval?
  {
    let response = HTTPURLResponse(
      url: URL(string: "http://127.0.0.1/")!, statusCode: 429, httpVersion: "HTTP/1.1",
      headerFields: ["Retry-After": header])!
    var error: CoreError?
    SignalProducer<(Data, URLResponse), CoreError>(value: (Data(), response)).validateStatus { now }
      .startWithFailed { error = $0 }
    guard case let .rateLimited(retryAfter)? = error else {
      Issue.record("a 429 should fail as rateLimited, not \(String(describing: error))", sourceLocation: sourceLocation)
      return nil
    }
    return retryAfter
  }

  @Test("delay-seconds: a number of seconds, with spaces around it allowed")
  func seconds() {
    #expect(wait("120") == 120)
    #expect(wait(" \t0 ") == 0)
    #expect(wait("-5") == nil)
    #expect(wait("soon") == nil)
  }

  @Test("the three HTTP date forms are read as the seconds from now")
  func threeForms() {
    let minuteBefore = Self.example.addingTimeInterval(-60)
    #expect(wait("Sun, 06 Nov 1994 08:49:37 GMT", now: minuteBefore) == 60)
    #expect(wait("Sunday, 06-Nov-94 08:49:37 GMT", now: minuteBefore) == 60)
    #expect(wait("Sun Nov  6 08:49:37 1994", now: minuteBefore) == 60)
    #expect(wait("Sun Nov 16 08:49:37 1994", now: minuteBefore) == TimeInterval(60 + 10 * 86_400))
    #expect(wait("sun, 06 NOV 1994 08:49:37 gmt", now: minuteBefore) == 60, "names in any case")
  }

  @Test("a date in the past means now: the wait is zero, not negative")
  func pastDate() {
    #expect(wait("Sun, 06 Nov 1994 08:49:36 GMT") == 0)
  }

  @Test("calendar arithmetic: leap days, leap centuries, a leap second and dates before 1970")
  func calendar() {
    let epoch = Date(timeIntervalSince1970: 0)
    #expect(wait("Thu, 01 Jan 1970 00:00:00 GMT", now: epoch) == 0)
    #expect(wait("Tue, 29 Feb 2028 00:00:00 GMT", now: epoch) == 1_835_395_200)
    #expect(wait("Tue, 29 Feb 2000 12:00:00 GMT", now: epoch) == 951_825_600)
    #expect(wait("Wed, 31 Dec 2025 23:59:60 GMT", now: epoch) == 1_767_225_600, "a leap second")
    let before1970 = Date(timeIntervalSince1970: -86_400 * 365)
    #expect(wait("Thu, 01 Jan 1970 00:00:00 GMT", now: before1970) == TimeInterval(86_400 * 365))
  }

  @Test("a two-digit year more than 50 years ahead is the century before (RFC 9110)")
  func twoDigitYears() {
    let in2026 = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18
    let secondsTo2028: TimeInterval = 1_830_297_600 - 1_795_000_000
    let secondsTo2076: TimeInterval = 3_345_062_400 - 1_795_000_000
    #expect(wait("Saturday, 01-Jan-28 00:00:00 GMT", now: in2026) == secondsTo2028, "2028")
    #expect(wait("Monday, 01-Jan-76 00:00:00 GMT", now: in2026) == secondsTo2076, "2076")
    #expect(wait("Thursday, 01-Jan-77 00:00:00 GMT", now: in2026) == 0, "1977, not 2077")
  }

  @Test("anything else is no date: the 429 stands, with no wait, and nothing crashes")
  func notADate() {
    for header in [
      "Sun, 31 Apr 1994 08:49:37 GMT",  // April has 30 days
      "Sun, 29 Feb 1900 08:49:37 GMT",  // 1900 was not a leap year
      "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:61 GMT",
      "Sun, 06 Nov 1994 08:49:37 PST",  // HTTP dates are in GMT
      "Sun, 06 Nov 1994 08:49:37 GMT trailing", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Foo 1994 08:49:37 GMT",
      "Funday, 06 Nov 1994 08:49:37 GMT", "Sun,06 Nov 1994 08:49:37 GMT", "Sun, 6 Nov 1994 08:49:37 GMT",
      "Sun Nov 6 08:49:37 1994", "Sun, 06-Nov-1994 08:49:37 GMT", "Sun, ０６ Nov 1994 08:49:37 GMT", "Sun, ",
      "", String(repeating: "Sun, ", count: 10_000),
    ] {
      #expect(wait(header) == nil, "\(header.prefix(40))")
    }
  }
}
