// swift-tools-version: 6.0
// Clients of the library and nothing else, built as a user's package builds them: the
// instruction counts of `Tooling/Benchmarks/instruction-counts.py` are measured here, so they are
// what a client gets, whatever the benchmark package links beside the library (see README.md).
// One executable per library product, so that one's specializations never share a binary with
// the other's: ReactiveCore's workloads (B1...T1) and the RxSwift dialect's (RX1...RX7).
import PackageDescription

let package = Package(
  name: "BenchmarkClient",
  dependencies: [.package(name: "ReactiveMVVM", path: "../../..")],
  targets: [
    // The command line both executables share.
    .target(name: "ClientSupport", swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
      name: "ClientWorkloads",
      dependencies: ["ClientSupport", .product(name: "ReactiveCore", package: "ReactiveMVVM")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // ReactiveCore's ordering and disposal rules raced in a release build (CI runs it).
    .executableTarget(
      name: "ReleaseStress",
      dependencies: [.product(name: "ReactiveCore", package: "ReactiveMVVM")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "RxClientWorkloads",
      dependencies: ["ClientSupport", .product(name: "ReactiveCoreRx", package: "ReactiveMVVM")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
