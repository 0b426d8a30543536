import Foundation
import FuzzSupport
import Networking
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fuzzes Networking's handling of a server's answer to a page request: the status, the `Link`,
/// `Retry-After` and `X-Total-Count` headers and the JSON body, decoded into JSONPlaceholder
/// posts, through `APIClient.page` with its real retry policy (in virtual time).
///
/// Oracle: the request ends, exactly once, in a page or in a `CoreError` whose message for users
/// is a sentence in words (no errno, URLError code or NSError domain); a page's next page comes
/// after it and its total is not negative.
@_cdecl("FuzzResponses_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, test: fuzzResponses)
}

func fuzzResponses(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard bytes.count >= 2 else { return 0 }
  // Two bytes of status (100-599), then the Link, Retry-After and X-Total-Count values and the
  // body, separated by zero bytes.
  let status = 100 + (Int(bytes[0]) << 8 | Int(bytes[1])) % 500
  var parts = bytes.dropFirst(2).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
  while parts.count < 4 { parts.append([]) }
  let text = { (index: Int) in String(decoding: parts[index], as: UTF8.self) }
  var headers = ["Content-Type": "application/json"]
  if !parts[0].isEmpty { headers["Link"] = text(0) }
  if !parts[1].isEmpty { headers["Retry-After"] = text(1) }
  if !parts[2].isEmpty { headers["X-Total-Count"] = text(2) }
  let transport = FuzzedTransport(status: status, headers: headers, body: Data(parts[3]))

  let scheduler = TestScheduler()
  let client = APIClient(
    baseURL: URL(string: "http://127.0.0.1:8080")!, transport: transport, scheduler: scheduler, random: { 0.5 })
  var events: [Signal<Page<PostRecord>, CoreError>.Event] = []
  client.page(.get("/posts"), page: 3, limit: 20).start { events.append($0) }
  scheduler.run()

  switch (events.count, events.last) {
  case (2, .completed?):
    guard case let .value(page) = events[0] else { fatalError("responses oracle: \(events)") }
    if let next = page.nextPage, next <= page.page {
      fatalError("responses oracle: next page \(next) is not after page \(page.page)")
    }
    if let total = page.totalCount, total < 0 { fatalError("responses oracle: a negative total \(total)") }
  case let (1, .failed(error)?):
    let message = error.userMessage
    guard !message.isEmpty, !message.contains("\n") else {
      fatalError("responses oracle: the message for users is not one line: \(message.debugDescription)")
    }
    for jargon in ["NSError", "NSURLError", "URLError", "Domain=", "errno", "Code="] where message.contains(jargon) {
      fatalError("responses oracle: the message for users shows \(jargon): \(message)")
    }
  default:
    fatalError("responses oracle: status \(status), headers \(headers): the request ended with \(events)")
  }
  return 0
}

/// A JSONPlaceholder post as the API sends it.
struct PostRecord: Decodable, Sendable {
  let id: Int
  let userId: Int
  let title: String
  let body: String
}

/// Answers every request at once with the fuzzed response.
final class FuzzedTransport: HTTPTransport {
  let status: Int
  let headers: [String: String]
  let body: Data

  init(status: Int, headers: [String: String], body: Data) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  func send(
    _ request: URLRequest, completion: @escaping @Sendable (Result<(Data, URLResponse), CoreError>) -> Void
  ) -> Disposable {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
    completion(.success((body, response)))
    return AnyDisposable()
  }
}
