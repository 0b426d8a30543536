// swift-tools-version: 6.0
// Coverage-guided fuzz targets (libFuzzer), their own package so the library's users never
// build them. Build and run with `Tooling/Fuzz/run.sh` (see README.md): it passes
// `-sanitize=fuzzer,address` to every module, so the code under test is instrumented too.
import PackageDescription

let fuzzTargets = [
  "FuzzDiff", "FuzzKeys", "FuzzScript", "FuzzTextEditing", "FuzzResponses", "FuzzAPIRequests", "FuzzDemoArguments",
]
var dependencies: [String: [Target.Dependency]] = [
  "FuzzDiff": [.product(name: "Bindings", package: "ReactiveMVVM")],
  "FuzzKeys": [.product(name: "TerminalUI", package: "ReactiveMVVM")],
  "FuzzScript": [.product(name: "TerminalUI", package: "ReactiveMVVM")],
  "FuzzTextEditing": [.product(name: "TerminalUI", package: "ReactiveMVVM")],
  "FuzzResponses": [
    .product(name: "Networking", package: "ReactiveMVVM"), .product(name: "ReactiveCore", package: "ReactiveMVVM"),
  ],
  // The offline API is not a library product (it depends on Hummingbird), so this target
  // compiles its sources itself, through the `EmbeddedAPI` symlink, with its dependencies.
  "FuzzAPIRequests": [
    .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
    .product(name: "HTTPTypes", package: "swift-http-types"),
    .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
    .product(name: "NIOEmbedded", package: "swift-nio"),
    .product(name: "Crypto", package: "swift-crypto"),
    // `api-server`'s command line (Apps/api-server/APIServerOptions.swift, through a symlink).
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
  ],
]
// The demo's command line lives in its executable target: this target compiles `DemoOptions`
// (and the minimum frame it checks against) itself, through symlinks.
dependencies["FuzzDemoArguments"] = [
  .product(name: "ArgumentParser", package: "swift-argument-parser"),
  .product(name: "Networking", package: "ReactiveMVVM"), .product(name: "TerminalUI", package: "ReactiveMVVM"),
]
/// The offline API's data files, as its own target declares them (Package.swift at the root).
let apiResources: [Resource] = [
  "posts", "users", "comments", "todos", "albums", "photos", "beers", "dummyjson-users",
].map { .copy("EmbeddedAPI/Resources/\($0).json") }

let package = Package(
  name: "Fuzz",
  platforms: [.macOS(.v15)],
  products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
  dependencies: [
    .package(name: "ReactiveMVVM", path: "../.."),
    // The offline API's own dependencies, at the versions the root package takes.
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [.target(name: "FuzzSupport", swiftSettings: [.swiftLanguageMode(.v6)])]
    + fuzzTargets.map { name in
      .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + (dependencies[name] ?? []),
        exclude: name == "FuzzAPIRequests" ? ["EmbeddedAPI/README.md", "EmbeddedAPI/Resources/DATA.md"] : [],
        resources: name == "FuzzAPIRequests" ? apiResources : nil,
        // The entry point is `<Target>_main`, handing over to libFuzzer (see FuzzDriver.swift).
        swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
      )
    }
)
