/// Faults written as text, for `api-server --fault` and the admin route:
///
/// | spec | fault |
/// |---|---|
/// | `status:503` | answer 503 (any status from 400 to 599) |
/// | `status:429:7` | answer 429 with `Retry-After: 7` |
/// | `delay:2.5` | answer 2.5 seconds late |
/// | `drop` | send the headers and half the body, then close the connection |
/// | `truncate` | answer 200 with the body cut short (not valid JSON) |
/// | `redirect:URL` | answer 302 to URL |
extension Fault {
  /// The fault `spec` describes.
  ///
  /// - throws: `FaultSpecError` saying what is wrong and what is expected.
  public init(spec: String) throws(FaultSpecError) {
    let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
    let argument = parts.count > 1 ? parts[1] : nil
    switch parts.first?.lowercased() {
    case "status":
      let numbers = (argument ?? "").split(separator: ":").map { Int($0) }
      guard let code = numbers.first ?? nil, (400...599).contains(code), numbers.count <= 2 else {
        throw FaultSpecError(
          "“\(spec)”: write status:CODE with a code from 400 to 599, e.g. status:503 or status:429:7")
      }
      let retryAfter = numbers.count == 2 ? numbers[1] : nil
      if numbers.count == 2, (retryAfter ?? -1) < 0 {
        throw FaultSpecError(
          "“\(spec)”: the Retry-After after the code is whole seconds, zero or more, e.g. status:429:7")
      }
      self = .status(code, retryAfter: retryAfter)
    case "delay":
      guard let seconds = argument.flatMap(Double.init), seconds >= 0, seconds.isFinite else {
        throw FaultSpecError("“\(spec)”: write delay:SECONDS, e.g. delay:2.5")
      }
      guard seconds <= Fault.longestDelay else {
        throw FaultSpecError("“\(spec)”: a delay is at most \(Int(Fault.longestDelay)) seconds (an hour)")
      }
      self = .delay(seconds)
    case "drop" where argument == nil: self = .dropConnectionMidBody
    case "truncate" where argument == nil: self = .malformedJSON
    case "redirect":
      // A scheme is case-insensitive (RFC 3986): HTTP://… is a URL too.
      guard let argument, ["http://", "https://"].contains(where: argument.lowercased().hasPrefix) else {
        throw FaultSpecError("“\(spec)”: write redirect:URL with an http or https URL")
      }
      self = .redirect(to: argument)
    default:
      throw FaultSpecError(
        "“\(spec)” is not a fault; use status:CODE, status:CODE:RETRY_AFTER, delay:SECONDS, drop, truncate or redirect:URL"
      )
    }
  }

  /// The fault written as a spec (`status:503`).
  public var spec: String {
    switch self {
    case let .status(code, retryAfter, _): retryAfter.map { "status:\(code):\($0)" } ?? "status:\(code)"
    case let .delay(seconds): "delay:\(seconds)"
    case .dropConnectionMidBody: "drop"
    case .malformedJSON: "truncate"
    case let .redirect(location, _): "redirect:\(location)"
    }
  }
}

/// A fault spec that does not parse, with what to write instead.
public struct FaultSpecError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  public let description: String
  init(_ description: String) { self.description = description }
}
