// swift-tools-version: 6.0
// Coverage-guided fuzz targets (libFuzzer), their own package so the library's users never
// build them. Build and run with `Tooling/Fuzz/run.sh` (see README.md): it passes
// `-sanitize=fuzzer,address` to every module, so the code under test is instrumented too.
import PackageDescription

let fuzzTargets = ["FuzzDiff", "FuzzKeys", "FuzzScript", "FuzzResponses"]
let dependencies: [String: [Target.Dependency]] = [
  "FuzzDiff": [.product(name: "Bindings", package: "ReactiveMVVM")],
  "FuzzKeys": [.product(name: "TerminalUI", package: "ReactiveMVVM")],
  "FuzzScript": [.product(name: "TerminalUI", package: "ReactiveMVVM")],
  "FuzzResponses": [
    .product(name: "Networking", package: "ReactiveMVVM"), .product(name: "ReactiveCore", package: "ReactiveMVVM"),
  ],
]

let package = Package(
  name: "Fuzz",
  platforms: [.macOS(.v15)],
  products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
  dependencies: [.package(name: "ReactiveMVVM", path: "../..")],
  targets: [.target(name: "FuzzSupport", swiftSettings: [.swiftLanguageMode(.v6)])]
    + fuzzTargets.map { name in
      .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + (dependencies[name] ?? []),
        // The entry point is `<Target>_main`, handing over to libFuzzer (see FuzzDriver.swift).
        swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
      )
    }
)
