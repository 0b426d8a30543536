// The command line both client executables share: it runs one workload, for the instruction
// counter (Tooling/Benchmarks/instruction-counts.py) or to time it as a client's build runs it:
//
//   <executable> ID MULTIPLE          runs workload ID at MULTIPLE times its size, prints its checksum
//   <executable> ID MULTIPLE --time   the same, timed: also prints nanoseconds per operation
//   <executable> --list               prints each workload's id and size
//
// The counter runs each workload at two multiples under callgrind; the difference divided by the
// difference in operations is the cost of one operation, with start-up and set-up cancelled out.

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// One workload: its id, the operations of one run at multiple 1, and the run itself, which
/// performs `n` operations and returns a checksum that depends on every one of them.
public typealias Workload = (id: String, size: Int, run: @Sendable (Int) -> Int)

/// Runs what the command line asks of `workloads`, or prints the usage and exits with 2.
public func runCommandLine(_ workloads: [Workload]) {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments == ["--list"] {
    for workload in workloads { print(workload.id, workload.size) }
  } else if [2, 3].contains(arguments.count), let workload = workloads.first(where: { $0.id == arguments[0] }),
    let multiple = Int(arguments[1]), multiple > 0, arguments.count == 2 || arguments[2] == "--time"
  {
    let operations = workload.size * multiple
    var checksum = 0
    let elapsed = ContinuousClock().measure { checksum = workload.run(operations) }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    let timing = arguments.count == 3 ? " \(nanoseconds / Double(operations)) ns/op (set-up included)" : ""
    print(workload.id, "checksum", checksum, timing)
  } else {
    print(
      "usage: \(CommandLine.arguments[0]) ID MULTIPLE [--time] | --list   (ids: \(workloads.map(\.id).joined(separator: ", ")))"
    )
    exit(2)
  }
}
