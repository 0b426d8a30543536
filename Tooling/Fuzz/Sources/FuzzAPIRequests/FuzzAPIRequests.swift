import Foundation
import FuzzSupport
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

/// Fuzzes the offline API's request handling in process: the real router and middleware of
/// `EmbeddedAPIServer` (compiled into this target from `Modules/EmbeddedAPI` through the
/// `EmbeddedAPI` symlink), over the bundled data, with no faults and no admin routes. Each input
/// is one request: method, target (path and query, json-server's and Punk API's parameters
/// included), header lines (`Authorization` among them) and body.
///
/// Oracles: every request is answered, with a status below 500 (a 5xx without injected faults is
/// a server bug); a token the input made up is never accepted (`/auth/me` and `/auth/refresh`
/// never answer 200: no input can carry a token this process signed). Inputs starting with 0xFF
/// test the token signer instead: a signed token verifies to its claims, and the same token with
/// any byte of its header or payload changed does not verify. Inputs starting with 0xFE are
/// `api-server`'s `--fault` options (zero-byte separated): they give a plan whose every fault
/// reads back from its own spec, with rates from 0 to 1, or an error naming the option. Inputs
/// starting with 0xFD are whole `api-server` argument vectors (zero-byte separated), parsed by
/// its `APIServerOptions`: options that hold what validation promises, or a usage error in words.
/// Inputs starting with 0xFC are list requests built from tables (`edgeQuery`), held to the
/// request oracles.
@_cdecl("FuzzAPIRequests_main")
public func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  // Built before the first input, so its data is not counted as that input's allocation.
  _ = (responder, channel, quietLogger)
  return runFuzzer(argc: argc, argv: argv, test: fuzzAPIRequests)
}

func fuzzAPIRequests(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  guard let selector = bytes.first else { return 0 }
  if selector == 0xFF {
    checkTokens(Array(bytes.dropFirst()))
  } else if selector == 0xFE {
    checkFaultOptions(Array(bytes.dropFirst()))
  } else if selector == 0xFD {
    checkServerArguments(Array(bytes.dropFirst()))
  } else if selector == 0xFC {
    checkRequest(FuzzedRequest([0] + Array(edgeQuery(Array(bytes.dropFirst())).utf8)))  // 0: GET
  } else {
    checkRequest(FuzzedRequest(bytes))
  }
  return 0
}

/// One request read from fuzz bytes: the first byte picks the method; then the target up to a
/// newline, header lines (`Name: value`) up to an empty line, and the body.
struct FuzzedRequest {
  static let methods: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete, .head, .options]
  let method: HTTPRequest.Method
  let target: String
  let headers: HTTPFields
  let body: [UInt8]

  init(_ bytes: [UInt8]) {
    method = Self.methods[Int(bytes[0]) % Self.methods.count]
    var lines = bytes.dropFirst().split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false)
    let targetText = String(decoding: lines.first ?? [], as: UTF8.self)
    target = targetText.hasPrefix("/") ? targetText : "/" + targetText
    var rest = lines.count > 1 ? Array(lines.removeLast()) : []
    var headers = HTTPFields()
    while let newline = rest.firstIndex(of: 0x0A) {
      let line = String(decoding: rest[..<newline], as: UTF8.self)
      rest = Array(rest[(newline + 1)...])
      if line.isEmpty { break }
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, let name = HTTPField.Name(String(parts[0])) {
        headers.append(HTTPField(name: name, value: parts[1].trimmingCharacters(in: .whitespaces)))
      }
    }
    self.headers = headers
    body = rest
  }
}

/// The API, built once per process as the server builds it.
let responder = EmbeddedAPIServer.makeRouter(EmbeddedAPIConfiguration(), stopSignal: StopSignal()).buildResponder()
/// The one channel every request's context names (a testing channel per request is never
/// closed and keeps its event loop and pipeline: 100 MB in 20,000 requests).
let channel = NIOAsyncTestingChannel()
let quietLogger: Logger = {
  var logger = Logger(label: "FuzzAPIRequests")
  logger.logLevel = .critical
  return logger
}()

func checkRequest(_ fuzzed: FuzzedRequest) {
  let status = answer(fuzzed)
  let shown = "\(fuzzed.method) \(fuzzed.target.debugDescription)"
  if status.code >= 500 { fatalError("API oracle: \(shown) was answered \(status.code) with no fault injected") }
  let path = fuzzed.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
  if ["/auth/me", "/auth/refresh"].contains(path), status == .ok {
    fatalError("API oracle: \(shown) accepted a token this server never signed")
  }
}

/// A list request whose parameters and values come from tables, a byte picking each: the first
/// the path, then each pair a parameter the API reads and a value at the edge of what it parses.
/// Random mutation seldom spells two 19-digit numbers at once; the pagination overflows of
/// 2026-12-07 (`_page` × `_limit`) needed exactly that, and went unfound in 335,000 inputs.
func edgeQuery(_ bytes: [UInt8]) -> String {
  let paths = ["/posts", "/comments", "/users/1/posts", "/todos", "/photos", "/v2/beers", "/albums/1/photos"]
  let parameters = [
    "_page", "_limit", "_start", "_end", "_sort", "_order", "_embed", "_expand", "id_gte", "id_lte", "id_ne",
    "title_like", "q", "userId", "page", "per_page", "ids", "abv_gt", "ebc_lt", "brewed_before", "beer_name",
  ]
  let values = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "4611686018427387904", "1e308", "-1e308",
    "nan", "inf", "-1", "0", "1", "2", "10", "80", "81", "100", "", "12-9999", "01-0000", "1|2", "|", "title",
    "desc", "comments", "user", "((", "%00", "%FF", "\u{202E}",
  ]
  guard let first = bytes.first else { return paths[0] }
  var items: [String] = []
  var index = 1
  while index + 1 < bytes.count {
    let parameter = parameters[Int(bytes[index]) % parameters.count]
    items.append(parameter + "=" + values[Int(bytes[index + 1]) % values.count])
    index += 2
  }
  return paths[Int(first) % paths.count] + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
}

/// The status the router answers `fuzzed` with, as the server would send it (a thrown HTTP
/// error is its status; anything else thrown is a 500).
func answer(_ fuzzed: FuzzedRequest) -> HTTPResponse.Status {
  let head = HTTPRequest(method: fuzzed.method, scheme: "http", authority: "127.0.0.1", path: fuzzed.target,
    headerFields: fuzzed.headers)
  let request = Request(head: head, body: RequestBody(buffer: ByteBuffer(bytes: fuzzed.body)))
  let context = BasicRequestContext(source: .init(channel: channel, logger: quietLogger))
  let outcome = Outcome()
  let done = DispatchSemaphore(value: 0)
  Task {
    do {
      outcome.status = try await responder.respond(to: request, context: context).status
    } catch let error as any HTTPResponseError {
      outcome.status = error.status
    } catch {
      outcome.status = .internalServerError
    }
    done.signal()
  }
  done.wait()
  return outcome.status
}

/// Where the request's task leaves its status for the fuzzing thread (which waits for it).
final class Outcome: @unchecked Sendable {
  var status = HTTPResponse.Status.internalServerError
}

/// The signer's round trip and tamper check, with claims made from `bytes`.
func checkTokens(_ bytes: [UInt8]) {
  let signer = JSONWebTokenSigner()
  let text = String(decoding: bytes, as: UTF8.self)
  let claims: [String: JSONValue] = [
    "sub": .string(text), "id": .integer(bytes.count), "exp": .integer(4_000_000_000),
  ]
  let token = signer.sign(claims)
  guard case let .success(verified) = signer.verify(token, now: Date(timeIntervalSince1970: 0)),
    verified == claims
  else { fatalError("token oracle: a token signed here did not verify to its claims: \(claims)") }
  // Change one byte of the header or the payload (both are signed); the signature's last
  // character can carry unused bits, so it is left alone.
  let signedPart = token.utf8.prefix { $0 != UInt8(ascii: ".") }.count + 1
    + token.utf8.split(separator: UInt8(ascii: "."))[1].count
  guard let position = bytes.first.map({ Int($0) % signedPart }) else { return }
  var tampered = Array(token.utf8)
  let replacement = bytes.count > 1 ? bytes[1] : 0x41
  guard tampered[position] != replacement else { return }
  tampered[position] = replacement
  let forged = String(decoding: tampered, as: UTF8.self)
  if case .success = signer.verify(forged, now: Date(timeIntervalSince1970: 0)) {
    fatalError("token oracle: a token changed at byte \(position) still verified")
  }
}

/// `api-server --fault …` options made from `bytes`, parsed as the server parses them.
func checkFaultOptions(_ bytes: [UInt8]) {
  let options = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  do {
    let plan = try FaultPlan(latency: 0, commandLineFaults: options)
    for (path, fault) in plan.faults {
      guard path.hasPrefix("/") else { fatalError("fault options oracle: a path without a slash: \(path)") }
      guard let rate = plan.rates[path], (0...1).contains(rate) else {
        fatalError("fault options oracle: \(path) has rate \(String(describing: plan.rates[path]))")
      }
      guard (try? Fault(spec: fault.spec)) == fault else {
        fatalError("fault options oracle: \(fault) does not read back from its spec \(fault.spec)")
      }
    }
  } catch {
    let message = error.description
    // Compared as UTF-8: an option starting with a combining mark joins the space before it into
    // one character, so comparing characters (`hasPrefix`, `contains`) misses it; an empty
    // option cannot be named.
    let messageBytes = Array(message.utf8)
    let named = options.contains { option in
      option.isEmpty
        ? messageBytes.starts(with: "--fault needs".utf8) : messageBytes.firstRange(of: Array(option.utf8)) != nil
    }
    guard messageBytes.starts(with: "--fault ".utf8), named else {
      fatalError("fault options oracle: the error does not name the option: \(message)")
    }
    if message.contains("\n"), !options.contains(where: { $0.contains("\n") }) {
      fatalError("fault options oracle: the error is not one line: \(message)")
    }
  }
}

/// `api-server`'s command line: parsed options keep the promises of `validate()` (a port a socket
/// can have, a latency and lockout from zero to an hour and a day, faults that parse, the admin
/// routes never on a reachable host without a flag), and a refused one says why in words.
func checkServerArguments(_ bytes: [UInt8]) {
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(16)
    .map { String(decoding: $0, as: UTF8.self) }
  do {
    let options = try APIServerOptions.parse(arguments)
    guard (0...65_535).contains(options.port), (0...Fault.longestDelay).contains(options.latency),
      options.lockoutAttempts >= 0, (0...LoginLockout.longestDuration).contains(options.lockoutSeconds)
    else { fatalError("server arguments oracle: \(arguments) passed validation out of range") }
    guard let configuration = try? options.configuration() else {
      fatalError("server arguments oracle: \(arguments) passed validation but has no configuration")
    }
    if !EmbeddedAPIConfiguration.isLoopback(configuration.host), configuration.adminRoutes,
      !configuration.allowsRemoteAdmin
    {
      fatalError("server arguments oracle: \(arguments) serves the admin routes on \(configuration.host)")
    }
  } catch {
    let message = APIServerOptions.message(for: error)
    if message.isEmpty || message.contains("Error(") || message.contains("ValidationError") {
      fatalError("server arguments oracle: \(arguments) failed with \(message.debugDescription)")
    }
  }
}
