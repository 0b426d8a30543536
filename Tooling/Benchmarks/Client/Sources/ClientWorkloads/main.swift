// Runs one workload of `Workloads`, for the instruction counter (Tooling/Benchmarks/instruction-counts.py)
// or to time it as a client's build runs it:
//
//   ClientWorkloads ID MULTIPLE          runs workload ID at MULTIPLE times its size, prints its checksum
//   ClientWorkloads ID MULTIPLE --time   the same, timed: also prints nanoseconds per operation
//   ClientWorkloads --list               prints each workload's id and size
//
// The counter runs each workload at two multiples under callgrind; the difference divided by the
// difference in operations is the cost of one operation, with start-up and set-up cancelled out.

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--list"] {
  for workload in Workloads.all { print(workload.id, workload.size) }
} else if [2, 3].contains(arguments.count), let workload = Workloads.all.first(where: { $0.id == arguments[0] }),
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
    "usage: ClientWorkloads ID MULTIPLE [--time] | --list   (ids: \(Workloads.all.map(\.id).joined(separator: ", ")))")
  exit(2)
}
