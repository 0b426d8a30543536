import Foundation
import HeapStats

// Usage: see `Options.usage` (`Benchmarks --help`).
let options = Options.fromCommandLine()
let smoke = options.smoke
let checking = options.checking
let withOpenCombine = options.withOpenCombine
let scale = options.scale
let apiServerPath = options.apiServerPath
let only = options.only
let repetitions = smoke ? 1 : 7

/// A size, scaled down in smoke mode, hidden from the optimizer.
@MainActor func size(_ full: Int) -> Int { opaque(smoke ? max(full / 1_000, 10) : max(full / scale, 10)) }

struct Row {
  let id: String
  let workload: String
  let unit: String
  let core: Measurement
  let reference: (label: String, value: Measurement)?
  let openCombine: Measurement?
  let goal: String
}

var rows: [Row] = []
var checksumsAgree = true

@MainActor func run(_ id: String, _ body: () -> Row) {
  guard only == nil || only!.contains(id) else { return }
  let row = body()
  rows.append(row)
  for other in [row.reference?.value, row.openCombine].compactMap({ $0 }) where other.checksum != row.core.checksum {
    checksumsAgree = false
    print("CHECKSUM MISMATCH in \(id): \(row.core.checksum) vs \(other.checksum)")
  }
  print(format(row))
}

@MainActor func figure(_ value: Double) -> String {
  value >= 100 ? String(format: "%.0f", value) : String(format: value >= 1 ? "%.1f" : "%.2f", value)
}

/// A ratio to a reference; below 0.1 also as "1/n", so a small one stays readable.
@MainActor func ratioText(_ ratio: Double) -> String {
  ratio >= 0.1 ? String(format: "%.2f", ratio) : String(format: "%.3f = 1/%.0f", ratio, 1 / ratio)
}

@MainActor func format(_ row: Row) -> String {
  var line = "\(row.id.padding(toLength: 4, withPad: " ", startingAt: 0)) "
  line += "ReactiveCore \(figure(row.core.nanosecondsPerUnit)) \(row.unit)"
  if let reference = row.reference {
    let ratio = row.core.nanosecondsPerUnit / reference.value.nanosecondsPerUnit
    line +=
      " | \(reference.label) \(figure(reference.value.nanosecondsPerUnit)) (ratio \(ratioText(ratio)))"
  }
  if let openCombine = row.openCombine {
    line += " | OpenCombine \(figure(openCombine.nanosecondsPerUnit))"
    line += " (RC/OC \(String(format: "%.2f", row.core.nanosecondsPerUnit / openCombine.nanosecondsPerUnit)))"
  }
  line += " | goal \(row.goal) | checksum \(row.core.checksum)"
  return line
}

print("ReactiveCore benchmarks\(smoke ? " (smoke run: tiny sizes, figures meaningless)" : "")")
print("medians of up to \(repetitions) repetitions; ratios from the same run\n")

var b0: Measurement?
@MainActor func baselineB0() -> Measurement {
  if let b0 { return b0 }
  let measured = measure(repetitions: repetitions, units: size(1_000_000)) { CoreWorkloads.b0(size(1_000_000)) }
  b0 = measured
  return measured
}

run("B0") {
  Row(
    id: "B0", workload: "closure chain baseline", unit: "ns/event", core: baselineB0(),
    reference: nil, openCombine: nil, goal: "-")
}
run("B1") {
  let n = size(1_000_000)
  return Row(
    id: "B1", workload: "pipe.map.filter, 1 observer", unit: "ns/event",
    core: measure(repetitions: repetitions, units: n) { CoreWorkloads.b1(n) },
    reference: ("B0", baselineB0()),
    openCombine: !withOpenCombine ? nil : measure(repetitions: repetitions, units: n) { OpenCombineWorkloads.b1(n) },
    goal: "<= 4x B0")
}
run("B2") {
  let n = size(100_000)
  return Row(
    id: "B2", workload: "SignalProducer(value:) start", unit: "ns/subscription",
    core: measure(repetitions: repetitions, units: n) { CoreWorkloads.b2(n) },
    reference: nil,
    openCombine: !withOpenCombine ? nil : measure(repetitions: repetitions, units: n) { OpenCombineWorkloads.b2(n) },
    goal: "<= 100 ns")
}
run("B2e") {
  let n = size(100_000)
  return Row(
    id: "B2e", workload: "B2 with the producer escaping (no inlining)", unit: "ns/subscription",
    core: measure(repetitions: repetitions, units: n) { CoreWorkloads.b2e(n) },
    reference: nil,
    openCombine: !withOpenCombine ? nil : measure(repetitions: repetitions, units: n) { OpenCombineWorkloads.b2(n) },
    goal: "<= 100 ns")
}
run("B3") {
  let n = size(100_000)
  let observers = opaque(100)
  return Row(
    id: "B3", workload: "MutableProperty, 100 observers", unit: "ns/set",
    core: measure(repetitions: repetitions, units: n) { CoreWorkloads.b3(n, observers: observers) },
    reference: ("B3h", measure(repetitions: repetitions, units: n) { CoreWorkloads.b3h(n, observers: observers) }),
    openCombine: !withOpenCombine
      ? nil : measure(repetitions: repetitions, units: n) { OpenCombineWorkloads.b3(n, observers: observers) },
    goal: "<= 2x B3h")
}
run("B4") {
  let n = size(1_000_000)
  return Row(
    id: "B4", workload: "combineLatest of two pipes", unit: "ns/send",
    core: measure(repetitions: repetitions, units: n) { CoreWorkloads.b4(n) },
    reference: nil,
    openCombine: nil,
    goal: "<= 150 ns")
}
run("B5") {
  let n = size(100_000)
  return Row(
    id: "B5", workload: "flatMap(.latest) of 10-value producers", unit: "ns/inner value",
    core: measure(repetitions: repetitions, units: n * 10) { CoreWorkloads.b5(n) },
    reference: nil,
    openCombine: !withOpenCombine
      ? nil : measure(repetitions: repetitions, units: n * 10) { OpenCombineWorkloads.b5(n) },
    goal: "<= 250 ns")
}
typealias Workload = (_ n: Int, _ length: Int) -> (elapsed: UInt64, checksum: Int)
let chainWorkloads: [(id: String, closure: String, core: Workload, openCombine: Workload, goal: String)] = [
  ("C1", "closure literal", CoreWorkloads.c1, OpenCombineWorkloads.c1, "16 maps <= 2x 1 map (issue 17)"),
  ("C1v", "closure value", CoreWorkloads.c1v, OpenCombineWorkloads.c1v, "report"),
]
for chain in chainWorkloads {
  for length in [1, 4, 16] where only == nil || only!.contains(chain.id) {
    run(chain.id) {
      let n = size(1_000_000)
      let chainLength = opaque(length)
      return Row(
        id: chain.id, workload: "a pipe through \(length) maps (\(chain.closure) each), 1 observer",
        unit: "ns/event (\(length) maps)",
        core: measure(repetitions: repetitions, units: n) { chain.core(n, chainLength) },
        reference: nil,
        openCombine: !withOpenCombine
          ? nil : measure(repetitions: repetitions, units: n) { chain.openCombine(n, chainLength) },
        goal: chain.goal)
    }
  }
}
run("F1") {
  let n = size(1_000_000)
  return Row(
    id: "F1", workload: "feedback loop, 1 reducer + 2 feedbacks", unit: "ns/event",
    core: measure(repetitions: repetitions, units: n) { FeedbackWorkloads.f1(n) },
    reference: ("plain reducer", measure(repetitions: repetitions, units: n) { FeedbackWorkloads.f1Baseline(n) }),
    openCombine: nil,
    goal: "report the ratio")
}
run("M1") {
  let n = size(100_000)
  let core = CoreWorkloads.m1(n)
  let openCombine = OpenCombineWorkloads.m1(n)
  return Row(
    id: "M1", workload: "heap bytes per live observer", unit: "heap bytes/observer",
    core: Measurement(nanosecondsPerUnit: core.bytesPerObserver, checksum: core.checksum),
    reference: nil,
    openCombine: Measurement(nanosecondsPerUnit: openCombine.bytesPerObserver, checksum: openCombine.checksum),
    goal: "<= 100 (issue 17)")
}

// A1: allocations per operation, counted: deterministic, unlike the timings.
if allocation_counting_available() == 1 {
  // The unit names the workload: rows of one id are told apart by their unit.
  let allocationRows: [(String, (Int) -> (perUnit: Double, checksum: Int))] = [
    ("allocations/send (B1 map.filter)", AllocationWorkloads.hotSignal),
    ("allocations/send (B4 combineLatest)", AllocationWorkloads.combineLatest),
    ("allocations/send (C1 16 fused maps)", AllocationWorkloads.fusedMaps),
    ("allocations/set (B3 100 property observers)", AllocationWorkloads.property),
    ("allocations/subscription (B2 one-value producer)", AllocationWorkloads.subscription),
    ("allocations/subscription (one-value producer through map)", AllocationWorkloads.mappedSubscription),
    ("allocations/subscription (one-value producer through skipRepeats)", AllocationWorkloads.statefulSubscription),
    ("allocations/observer (observeCompleted, attached and disposed)", AllocationWorkloads.perKindObserver),
  ]
  for (unit, body) in allocationRows {
    run("A1") {
      let counted = body(size(100_000))
      return Row(
        id: "A1", workload: "heap allocations per operation", unit: unit,
        core: Measurement(nanosecondsPerUnit: counted.perUnit, checksum: counted.checksum),
        reference: nil, openCombine: nil, goal: "a fixed count (Thresholds.swift)")
    }
  }
}

for n in [size(10), size(100), size(1_000), size(100_000), size(1_000_000)] where only == nil || only!.contains("O1") {
  let order = ObserverScaleWorkloads.shuffledOrder(n)
  for phase in ["attach", "dispose"] {
    run("O1") {
      func figure(_ body: () -> ObserverScaleWorkloads.Figures) -> Measurement {
        measure(repetitions: repetitions, units: n) {
          let figures = body()
          return (phase == "attach" ? figures.attach : figures.dispose, figures.checksum)
        }
      }
      return Row(
        id: "O1", workload: "\(n) observers of one signal: \(phase), then one send, disposed in random order",
        unit: "ns/\(phase) (\(n) observers)",
        core: figure { ObserverScaleWorkloads.core(n, order: order) },
        reference: ("no-op disposables", figure { ObserverScaleWorkloads.floor(n, order: order) }),
        openCombine: !withOpenCombine ? nil : figure { ObserverScaleWorkloads.openCombine(n, order: order) },
        goal: phase == "attach" ? "<= 1000 ns, flat from 1k to 1M" : "<= 100 ns, flat from 1k to 1M")
    }
  }
}

// O1w: the dispose figures at scale against disposables as long as ReactiveCore's (see
// `ObserverScaleWorkloads.lengthFloor`).
for n in [size(100_000), size(1_000_000)] where only == nil || only!.contains("O1w") {
  let order = ObserverScaleWorkloads.shuffledOrder(n)
  let steps = opaque(40)
  run("O1w") {
    func figure(_ body: () -> ObserverScaleWorkloads.Figures) -> Measurement {
      measure(repetitions: repetitions, units: n) {
        let figures = body()
        return (figures.dispose, figures.checksum)
      }
    }
    return Row(
      id: "O1w", workload: "\(n) observers disposed in random order, against disposables of a disposal's length",
      unit: "ns/dispose (\(n) observers)",
      core: figure { ObserverScaleWorkloads.core(n, order: order) },
      reference: (
        "arithmetic disposables", figure { ObserverScaleWorkloads.lengthFloor(n, order: order, steps: steps) }
      ),
      openCombine: nil, goal: "report: the machine's floor for a call this long")
  }
}

for n in [size(10_000), size(100_000)] where only == nil || only!.contains("D1") {
  let (old, new, moved) = DiffWorkloads.lists(n)
  print("D1 at N = \(n): \(DiffWorkloads.verify(old, new, moved: moved))")
  run("D1") {
    func milli(_ measurement: Measurement) -> Measurement {
      Measurement(nanosecondsPerUnit: measurement.nanosecondsPerUnit / 1_000_000, checksum: measurement.checksum)
    }
    let core = milli(measure(repetitions: repetitions, units: 1) { DiffWorkloads.d1(old, new) })
    // The standard library's diff is quadratic: side by side at 10,000 only.
    let reference =
      n > size(10_000) ? nil : milli(measure(repetitions: repetitions, units: 1) { DiffWorkloads.d1s(old, new) })
    return Row(
      id: "D1", workload: "diff of \(n) items, 1/40 each deleted, moved, changed, inserted", unit: "ms/diff (N = \(n))",
      core: core, reference: reference.map { ("D1s stdlib", $0) }, openCombine: nil,
      goal: n > size(10_000) ? "< 15 ms" : "D1/D1s <= 0.04 (D1s/D1 >= 25)")
  }
}

for (name, old, new) in (only == nil || only!.contains("D2") ? DiffWorkloads.worstCases(size(100_000)) : []) {
  run("D2") {
    let core = measure(repetitions: repetitions, units: 1) { DiffWorkloads.d1(old, new) }
    return Row(
      id: "D2", workload: "diff of \(old.count) items against the same \(name)", unit: "ms/diff (\(name))",
      core: Measurement(nanosecondsPerUnit: core.nanosecondsPerUnit / 1_000_000, checksum: core.checksum),
      reference: nil, openCombine: nil, goal: "report (no row matches in place)")
  }
}

for n in [max(size(1_000_000) / 1_000, 100), size(10_000), size(100_000), size(1_000_000)]
where only == nil || only!.contains("L1") {
  let steps = smoke ? 5 : 200
  let changesets = ListWorkloads.changesets(startingWith: n, steps: steps)
  run("L1") {
    let measured = measure(repetitions: repetitions, units: steps) { ListWorkloads.l1(n, changesets) }
    print("L1 at \(n) rows: \(Double(measured.checksum) / Double(steps)) cells configured per changeset")
    return Row(
      id: "L1", workload: "a 10-row changeset applied to \(n) rows", unit: "ns/changeset (\(n) rows)",
      core: measured, reference: nil, openCombine: nil, goal: "flat from 1,000 to 1,000,000 rows")
  }
}

for n in [size(1_000), size(10_000), size(100_000), size(1_000_000)] where only == nil || only!.contains("L2") {
  let (old, new, _) = DiffWorkloads.lists(n)
  run("L2") {
    let measured = measure(repetitions: repetitions, units: 1) { ListWorkloads.l2(old, new) }
    print("L2 at \(old.count) rows: the table shows \(new.count) rows after the update")
    return Row(
      id: "L2",
      workload: "the D1 update of \(old.count) rows as arrays through bind(to:cellType:) to a TableView, and a frame",
      unit: "ms/update (N = \(old.count))",
      core: Measurement(nanosecondsPerUnit: measured.nanosecondsPerUnit / 1_000_000, checksum: measured.checksum),
      reference: nil, openCombine: nil, goal: "report (diff, binder, view and a frame)")
  }
}

for n in [max(size(1_000_000) / 1_000, 100), size(1_000_000)] where only == nil || only!.contains("R1") {
  let frames = smoke ? 5 : 500
  run("R1") {
    let measured = measure(repetitions: repetitions, units: frames) { RenderWorkloads.r1(rows: n, frames: frames) }
    return Row(
      id: "R1", workload: "one 120x40 frame of a screen with a table of \(n) rows", unit: "ns/frame (\(n) rows)",
      core: measured, reference: nil, openCombine: nil, goal: "flat from 1,000 to 1,000,000 rows")
  }
}

for n in [max(size(100_000) / 100, 100), size(100_000)] where only == nil || only!.contains("E1") {
  let passes = smoke ? 1 : max(1, 1_000_000 / n / 10)
  run("E1") {
    let measured = measure(repetitions: repetitions, units: passes * n) {
      EditingWorkloads.e1(characters: n, passes: passes)
    }
    return Row(
      id: "E1",
      workload:
        "a text of \(n) characters pasted into a field and a text view, and a one-word label of it, each with its frame",
      unit: "ns/character (\(n) characters)", core: measured, reference: nil, openCombine: nil,
      goal: "flat in the text's length")
  }
}

for n in [max(size(100_000) / 100, 100), size(100_000)] where only == nil || only!.contains("E2") {
  let keys = smoke ? 10 : 200
  run("E2") {
    let measured = measure(repetitions: repetitions, units: 2 * keys) {
      EditingWorkloads.e2(characters: n, keys: keys)
    }
    return Row(
      id: "E2",
      workload: "keys typed into a field and a text view holding \(n) characters, each with its frame",
      unit: "ns/key (\(n) characters)", core: measured, reference: nil, openCombine: nil,
      goal: "flat in the text's length")
  }
}

if only == nil || only!.contains("N1") {
  if let executable = APIServerProcess.locate(explicit: apiServerPath) {
    do {
      let server = try APIServerProcess(executable: executable)
      print("N1 server: \(executable.path) at \(server.baseURL.absoluteString)")
      run("N1") {
        let (stack, raw) = NetworkWorkloads.measurePair(pairs: opaque(smoke ? 5 : 5_000), baseURL: server.baseURL)
        func micro(_ measurement: Measurement) -> Measurement {
          Measurement(nanosecondsPerUnit: measurement.nanosecondsPerUnit / 1_000, checksum: measurement.checksum)
        }
        return Row(
          id: "N1", workload: "one page of 20 posts fetched and decoded over loopback", unit: "us/page (median)",
          core: micro(stack), reference: ("URLSession+JSONDecoder", micro(raw)), openCombine: nil, goal: "<= 1.1x raw")
      }
      server.stop()
    } catch {
      print("N1 failed: \(error)")
      exit(1)
    }
  } else {
    print("N1 skipped: no api-server binary. From the repository root: swift build -c release --product api-server")
    if smoke { exit(1) }
  }
}

if !checksumsAgree {
  print("\nChecksums differ between implementations: the workloads are not equivalent.")
  exit(1)
}

if checking {
  // The work check: per-unit cost at n and at 2n (a folded loop would halve it).
  var doubled: [String: (n: Double, twice: Double)] = [:]
  for (id, full, workload) in [
    ("B1", 1_000_000, CoreWorkloads.b1 as (Int) -> (elapsed: UInt64, checksum: Int)),
    ("B2", 100_000, CoreWorkloads.b2),
  ] {
    let n = size(full)
    // The fastest of interleaved runs at n and at 2n: the runs least disturbed by the machine
    // (medians of separate series read 1.62 once on a noisy day, 2026-11-26, for a real loop).
    var atN = Double.infinity
    var atTwice = Double.infinity
    for _ in 0..<repetitions {
      atN = min(atN, Double(workload(n).elapsed) / Double(n))
      atTwice = min(atTwice, Double(workload(2 * n).elapsed) / Double(2 * n))
    }
    doubled[id] = (atN, atTwice)
  }
  let figures = Figures(rows: rows, doubled: doubled)
  var crossed: [String] = []
  print("")
  for limit in Thresholds.all {
    let ratio = limit.ratio(figures) ?? .nan
    let held = ratio <= limit.limit
    print("check \(held ? "ok  " : "FAIL") \(limit.name): \(String(format: "%.2f", ratio)) (limit \(limit.limit))")
    if !held { crossed.append(limit.name) }
  }
  if !crossed.isEmpty {
    print("\nbenchmark check failed (not measured counts as failed; run every workload the limits name):")
    for name in crossed { print("  \(name)") }
    exit(1)
  }
  print("benchmark check: \(Thresholds.all.count) ratios within their limits")
}
