import Dispatch
import Foundation
import HeapStats

/// Where every observer adds what it receives; the sum is printed as a checksum.
final class Sink: @unchecked Sendable {
  var sum = 0
}

/// Hides a value from the optimizer, so sizes and closures cannot be constant-folded.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Hides a closure from the optimizer and keeps the calling convention a closure value of this
/// type has where a user keeps one: its Int in a register. (Through the generic `opaque`, a
/// closure literal is made at the generic abstraction and takes its argument through memory, a
/// store and a load per call: B0 read 4-5 ns that way, twice what three plain calls cost.)
@inline(never) @_optimize(none)
func opaqueClosure(_ body: @escaping (Int) -> Void) -> (Int) -> Void { body }

/// One measured figure: nanoseconds per unit of work, and the checksum of the run.
struct Measurement {
  var nanosecondsPerUnit: Double
  var checksum: Int
}

/// Runs `body` (which returns elapsed nanoseconds of its hot loop and a checksum) 7 times, or
/// 3 once 10 seconds have been spent, and reports the median per `units`.
func measure(repetitions: Int, units: Int, _ body: () -> (elapsed: UInt64, checksum: Int)) -> Measurement {
  var samples: [Double] = []
  var checksum = 0
  var spent: UInt64 = 0
  for index in 0..<repetitions {
    let run = body()
    samples.append(Double(run.elapsed) / Double(units))
    checksum = run.checksum
    spent += run.elapsed
    if index >= 2, spent > 10_000_000_000 { break }
  }
  samples.sort()
  return Measurement(nanosecondsPerUnit: samples[samples.count / 2], checksum: checksum)
}

/// Times `hotLoop` with the monotonic clock.
@inline(__always)
func timed(_ hotLoop: () -> Void) -> UInt64 {
  let start = DispatchTime.now().uptimeNanoseconds
  hotLoop()
  return DispatchTime.now().uptimeNanoseconds - start
}

/// The heap bytes `body` leaves held: every block allocated while it ran minus every block freed,
/// each counted whole (usable size and size word), large mmap-served blocks included, on any
/// thread. Counted by the malloc interposer (`AllocationCounter.c`); 0 where it is missing.
func heapBytesHeld(by body: () -> Void) -> Int {
  allocation_counting_start()
  body()
  _ = allocation_counting_stop()
  return allocation_counting_net_bytes()
}

/// Resident memory of this process, in bytes (Linux: /proc/self/statm).
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// `{ $0 &+ 1 }` as an opaque closure of its own type. Not `opaque { $0 &+ 1 }`: a closure that
/// goes through a generic `T` comes back wrapped in two reabstraction thunks (to the generic
/// form and back), two extra calls per invocation that no user closure pays, which would add
/// about 1 ns per map to C1v for both libraries.
@inline(never) @_optimize(none)
func opaqueIncrement() -> (Int) -> Int { { $0 &+ 1 } }
