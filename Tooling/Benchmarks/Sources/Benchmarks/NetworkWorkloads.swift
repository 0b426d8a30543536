import Dispatch
import Foundation
import Networking
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// N1: one page of 20 posts fetched and decoded over loopback from the real embedded API, through
/// `APIClient.page` against raw URLSession + JSONDecoder sending the same request.
enum NetworkWorkloads {
  struct Post: Decodable {
    let userId: Int
    let id: Int
    let title: String
    let body: String
  }

  static let pageSize = 20

  /// The request the raw side sends: the one the client builds for page `page`, so both sides
  /// send the same bytes.
  static func rawRequest(_ api: APIClient, page: Int) -> URLRequest {
    let endpoint = Endpoint<[Post]>.get("/posts", query: [("_page", String(page)), ("_limit", String(pageSize))])
    guard case let .success(request) = api.urlRequest(for: endpoint) else { fatalError("N1: bad request") }
    return request
  }

  /// One page through the stack: `APIClient.page`, waited for.
  static func stack(_ api: APIClient, page: Int) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let done = DispatchSemaphore(value: 0)
    let elapsed = timed {
      api.page(Endpoint<[Post]>.get("/posts"), page: page, limit: pageSize).start { event in
        switch event {
        case let .value(page): sink.sum &+= page.items.reduce(0) { $0 &+ $1.id }
        case let .failed(error): fatalError("N1 stack: \(error)")
        case .completed, .interrupted: done.signal()
        }
      }
      done.wait()
    }
    return (elapsed, sink.sum)
  }

  /// One page through a bare data task and JSONDecoder, waited for.
  static func raw(_ request: URLRequest, decoder: JSONDecoder) -> (elapsed: UInt64, checksum: Int) {
    let sink = Sink()
    let done = DispatchSemaphore(value: 0)
    let elapsed = timed {
      URLSession.shared.dataTask(with: request) { data, response, error in
        guard let data, (response as? HTTPURLResponse)?.statusCode == 200,
          let posts = try? decoder.decode([Post].self, from: data)
        else { fatalError("N1 raw: \(String(describing: error))") }
        sink.sum &+= posts.reduce(0) { $0 &+ $1.id }
        done.signal()
      }.resume()
      done.wait()
    }
    return (elapsed, sink.sum)
  }

  /// `pairs` requests on each side (cycling through pages 1...5), interleaved one by one with the
  /// order swapped every pair, after a warm-up; the figure of each side is its median latency.
  /// Interleaving and medians keep a noisy machine's drift and hiccups out of the ratio.
  static func measurePair(pairs: Int, baseURL: URL) -> (stack: Measurement, raw: Measurement) {
    let api = APIClient(baseURL: baseURL, configuration: APIClient.Configuration(retryPolicy: .never))
    let requests = (1...5).map { rawRequest(api, page: $0) }
    let decoder = JSONDecoder()
    for index in 0..<20 {
      _ = stack(api, page: index % 5 + 1)
      _ = raw(requests[index % 5], decoder: decoder)
    }
    var stackTimes: [UInt64] = []
    var rawTimes: [UInt64] = []
    var stackSum = 0
    var rawSum = 0
    for index in 0..<pairs {
      let page = index % 5 + 1
      let stackFirst = index.isMultiple(of: 2)
      if stackFirst { record(stack(api, page: page), into: &stackTimes, &stackSum) }
      record(raw(requests[page - 1], decoder: decoder), into: &rawTimes, &rawSum)
      if !stackFirst { record(stack(api, page: page), into: &stackTimes, &stackSum) }
    }
    func median(_ times: [UInt64]) -> Double { Double(times.sorted()[times.count / 2]) }
    return (
      Measurement(nanosecondsPerUnit: median(stackTimes), checksum: stackSum),
      Measurement(nanosecondsPerUnit: median(rawTimes), checksum: rawSum)
    )
  }

  private static func record(_ run: (elapsed: UInt64, checksum: Int), into times: inout [UInt64], _ sum: inout Int) {
    times.append(run.elapsed)
    sum &+= run.checksum
  }
}

/// The repository's `api-server` binary, run on a free loopback port for the length of a benchmark.
final class APIServerProcess {
  let baseURL: URL
  private let process: Process

  /// Starts `executable` with `--port 0` and waits for the URL it reports.
  init(executable: URL) throws {
    process = Process()
    process.executableURL = executable
    process.arguments = ["--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    var buffer = Data()
    while !buffer.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw ServerDidNotStart(output: String(decoding: buffer, as: UTF8.self)) }
      buffer.append(chunk)
    }
    let line = String(decoding: buffer, as: UTF8.self)
    guard let range = line.range(of: "http://"),
      let url = URL(string: String(line[range.lowerBound...].prefix { !$0.isWhitespace }))
    else { throw ServerDidNotStart(output: line) }
    baseURL = url
  }

  /// Stops the server.
  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  /// Where to find the binary: `--api-server PATH`, else the repository's release build, else
  /// its debug build.
  static func locate(explicit: String?) -> URL? {
    if let explicit { return URL(fileURLWithPath: explicit) }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../..").standardized
    return ["release", "debug"].map { repository.appendingPathComponent(".build/\($0)/api-server") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  struct ServerDidNotStart: Error, CustomStringConvertible {
    let output: String
    var description: String { "api-server did not report its URL; it printed: \(output)" }
  }
}
