// swift-tools-version: 6.0
// Benchmarks are their own package so the library's users never build OpenCombine. Release
// builds only: `swift build -c release`, then `.build/release/Benchmarks` (see README.md).
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ReactiveMVVM", path: "../.."),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
  ],
  targets: [
    // The malloc interposer: allocations (A1) and heap bytes (M1) counted, not timed.
    .target(name: "HeapStats"),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "HeapStats",
        .product(name: "ReactiveCore", package: "ReactiveMVVM"),
        .product(name: "Networking", package: "ReactiveMVVM"),
        .product(name: "Bindings", package: "ReactiveMVVM"),
        .product(name: "BindingsTesting", package: "ReactiveMVVM"),
        .product(name: "ReactiveCoreTesting", package: "ReactiveMVVM"),
        .product(name: "TerminalUI", package: "ReactiveMVVM"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
  ]
)
