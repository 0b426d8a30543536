import Foundation

/// The command line, read strictly: an unknown flag, a missing value or a scale that is not a
/// positive whole number stops the run with the usage, rather than running every workload for
/// minutes as if nothing was said.
struct Options {
  static let usage = """
    Usage: Benchmarks [--smoke] [--check] [--only ID[,ID...]] [--no-opencombine] [--scale N] [--api-server PATH]
      --smoke           tiny sizes and one repetition: checks that everything runs (CI).
      --check           after the run, hold its figures to the limits in Thresholds.swift; exit 1
                        naming each one crossed (CI runs it).
      --only IDS        run only these workloads (B1,B3,M1...; see README.md).
      --no-opencombine  skip the OpenCombine side (for profiling ReactiveCore alone).
      --scale N         divide every size by N (for profiling under perf or callgrind).
      --api-server PATH the server N1 runs against (default: the repository's .build/release/api-server,
                        else .build/debug/api-server; build it with `swift build -c release --product api-server`).
    """

  var smoke = false
  var checking = false
  var withOpenCombine = true
  var scale = 1
  var apiServerPath: String?
  var only: Set<String>?

  /// What went wrong reading the command line, in words.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  init(_ arguments: [String]) throws(Problem) {
    var remaining = arguments[...]
    func value(of flag: String) throws(Problem) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw Problem(description: "\(flag) needs a value.")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--smoke": smoke = true
      case "--check": checking = true
      case "--no-opencombine": withOpenCombine = false
      case "--scale":
        let text = try value(of: argument)
        guard let number = Int(text), number > 0 else {
          throw Problem(description: "--scale takes a positive whole number, not \"\(text)\".")
        }
        scale = number
      case "--api-server": apiServerPath = try value(of: argument)
      case "--only": only = Set(try value(of: argument).split(separator: ",").map(String.init))
      case "--help", "-h":
        print(Self.usage)
        exit(0)
      default: throw Problem(description: "Unknown option \"\(argument)\".")
      }
    }
  }

  /// The options of this process, or the usage and exit status 64 when they cannot be read.
  static func fromCommandLine() -> Options {
    do {
      return try Options(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("\(error)\n\n\(usage)\n".utf8))
      exit(64)
    }
  }
}
