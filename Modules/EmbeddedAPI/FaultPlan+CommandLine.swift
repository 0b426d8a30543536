import Foundation

extension FaultPlan {
  /// The plan of `api-server`'s `--latency SECONDS` and `--fault PATH=SPEC[@RATE]` options:
  /// each spec in `Fault(spec:)`'s language for a path starting with `/`, with an optional rate
  /// (a share of requests from 0 to 1, default 1). A later spec for the same path replaces an
  /// earlier one.
  ///
  /// - throws: `FaultSpecError` naming the option as written and what to write instead.
  public init(latency: TimeInterval, commandLineFaults specs: [String]) throws(FaultSpecError) {
    self.init(latency: latency)
    for text in specs {
      guard !text.isEmpty else { throw FaultSpecError("--fault needs PATH=SPEC, e.g. /posts=status:503") }
      guard let equals = text.firstIndex(of: "="), text.hasPrefix("/") else {
        throw FaultSpecError("--fault \(text): write PATH=SPEC, e.g. /posts=status:503 (the path starts with /)")
      }
      let path = String(text[..<equals])
      var spec = String(text[text.index(after: equals)...])
      var rate = 1.0
      if let at = spec.lastIndex(of: "@") {
        guard let parsed = Double(spec[spec.index(after: at)...]), (0...1).contains(parsed) else {
          throw FaultSpecError("--fault \(text): the rate after @ is a share of requests from 0 to 1, e.g. @0.5")
        }
        rate = parsed
        spec = String(spec[..<at])
      }
      do {
        faults[path] = try Fault(spec: spec)
      } catch {
        throw FaultSpecError("--fault \(text): \(error.description)")
      }
      rates[path] = rate
    }
  }
}
