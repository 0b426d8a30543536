// swift-tools-version: 6.0
// A client of ReactiveCore and nothing else, built as a user's package builds it: the
// instruction counts of `Tooling/Benchmarks/instruction-counts.py` are measured here, so they are
// what a client gets, whatever the benchmark package links beside the library (see README.md).
import PackageDescription

let package = Package(
  name: "BenchmarkClient",
  dependencies: [.package(name: "ReactiveMVVM", path: "../../..")],
  targets: [
    .executableTarget(
      name: "ClientWorkloads",
      dependencies: [.product(name: "ReactiveCore", package: "ReactiveMVVM")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
