// swift-tools-version: 6.0
// One package, one library product per module. Executables are executable targets only (not
// products), so a downstream package that names library products fetches nothing else.
import PackageDescription

let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
  name: "ReactiveMVVM",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    .library(name: "ReactiveCoreTesting", targets: ["ReactiveCoreTesting"]),
    .library(name: "ReactiveCoreRx", targets: ["ReactiveCoreRx"]),
    .library(name: "ReactiveCoreRxTesting", targets: ["ReactiveCoreRxTesting"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Bindings", targets: ["Bindings"]),
    .library(name: "BindingsTesting", targets: ["BindingsTesting"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "TerminalUIRx", targets: ["TerminalUIRx"]),
    .library(name: "FeatureKit", targets: ["FeatureKit"]),
    .library(name: "FeatureUI", targets: ["FeatureUI"]),
    .library(name: "BeerCatalog", targets: ["BeerCatalog"]),
  ] + features.map { .library(name: $0.name, targets: [$0.name]) },
  dependencies: [
    // Only the offline API server and the apps use these; no library product does.
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
  ],
  targets: [
    // MARK: Modules
    // The `membarrier` system call, which Swift cannot make itself (see ReactiveCore's
    // Internal/ProcessBarrier.swift); ReactiveCore imports it internally.
    .target(name: "CProcessBarrier", path: "Modules/CProcessBarrier"),
    .target(
      name: "ReactiveCore",
      dependencies: ["CProcessBarrier"],
      path: "Modules/ReactiveCore",
      exclude: ["README.md", "Internal/README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "ReactiveCoreRx",
      dependencies: ["ReactiveCore"],
      path: "Modules/ReactiveCoreRx",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "ReactiveCoreRxTesting",
      dependencies: ["ReactiveCoreRx", "ReactiveCore"],
      path: "Modules/ReactiveCoreRxTesting",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "ReactiveCoreTesting",
      dependencies: ["ReactiveCore"],
      path: "Modules/ReactiveCoreTesting",
      swiftSettings: strictSwift6
    ),

    .target(
      name: "Networking",
      dependencies: ["ReactiveCore"],
      path: "Modules/Networking",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "Bindings",
      dependencies: ["ReactiveCore"],
      path: "Modules/Bindings",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "BindingsTesting",
      dependencies: ["Bindings", "ReactiveCore"],
      path: "Modules/BindingsTesting",
      swiftSettings: strictSwift6
    ),
    .target(
      name: "TerminalUI",
      dependencies: ["ReactiveCore", "Bindings"],
      path: "Modules/TerminalUI",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "TerminalUIRx",
      dependencies: ["ReactiveCoreRx", "ReactiveCore", "TerminalUI", "Bindings"],
      path: "Modules/TerminalUIRx",
      swiftSettings: strictSwift6
    ),
    .target(
      name: "FeatureKit",
      dependencies: ["Networking", "ReactiveCore"],
      path: "Modules/FeatureKit",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "FeatureUI",
      dependencies: ["FeatureKit", "TerminalUI", "Bindings", "ReactiveCore"],
      path: "Modules/FeatureUI",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "BeerCatalog",
      dependencies: ["FeatureKit", "ReactiveCore", "Networking"],
      path: "Modules/BeerCatalog",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    // Not a product: it starts the embedded API (Hummingbird). The feature modules' tests use it.
    .target(
      name: "FeatureKitTesting",
      dependencies: ["FeatureKit", "FeatureUI", "TerminalUI", "ReactiveCore", "Networking", "EmbeddedAPI"],
      path: "Modules/FeatureKitTesting",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    // Not a product: it depends on Hummingbird, and library products have no third-party
    // dependencies. The apps and the tests use it as a target.
    .target(
      name: "EmbeddedAPI",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOFoundationEssentialsCompat", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      path: "Modules/EmbeddedAPI",
      exclude: ["README.md", "Resources/DATA.md"],
      resources: [
        .copy("Resources/posts.json"), .copy("Resources/users.json"), .copy("Resources/comments.json"),
        .copy("Resources/todos.json"), .copy("Resources/albums.json"), .copy("Resources/photos.json"),
        .copy("Resources/beers.json"), .copy("Resources/dummyjson-users.json"),
      ],
      swiftSettings: strictSwift6
    ),

    // MARK: Apps
    .executableTarget(
      name: "demo",
      dependencies: [
        "ReactiveCore", "Networking", "Bindings", "TerminalUI", "FeatureKit", "EmbeddedAPI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ] + features.map { .target(name: $0.name) },
      path: "Apps/demo",
      swiftSettings: strictSwift6
    ),

    .executableTarget(
      name: "api-server",
      dependencies: ["EmbeddedAPI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "Apps/api-server",
      swiftSettings: strictSwift6
    ),

    .executableTarget(
      name: "tui-sample",
      dependencies: ["TerminalUI", "ReactiveCore", "Bindings"],
      path: "Apps/tui-sample",
      swiftSettings: strictSwift6
    ),

    // MARK: Tests
    // Shared by the tests that run the built programs: in a real pseudo-terminal (tmux), or as a
    // server beside the test. Not a product.
    .target(
      name: "ProgramTestSupport",
      path: "Tests/ProgramTestSupport",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "ReactiveCoreTests",
      dependencies: ["ReactiveCore", "ReactiveCoreTesting"],
      path: "Tests/ReactiveCoreTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      // The code of the DocC articles runs here, and each article's Swift blocks are checked to be
      // exactly that code (ArticleCode.swift), so an article cannot rot.
      name: "DocumentationTests",
      dependencies: [
        "ReactiveCore", "ReactiveCoreTesting", "ReactiveCoreRx", "ReactiveCoreRxTesting", "Bindings", "BindingsTesting",
      ],
      path: "Tests/DocumentationTests",
      swiftSettings: strictSwift6
    ),
    // The feature the "Build a feature" tutorial builds (FeatureKit's catalog shows these files),
    // compiled and tested here so the tutorial cannot rot. Not a product, not in the demo.
    .target(
      name: "Todos",
      dependencies: ["FeatureKit", "FeatureUI", "Networking", "ReactiveCore", "TerminalUI"],
      path: "Tests/Tutorial/Todos",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: [
        "Todos", "FeatureKit", "FeatureKitTesting", "FeatureUI", "Networking", "ReactiveCore", "ReactiveCoreTesting",
        "TerminalUI",
      ],
      path: "Tests/Tutorial/TodosTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "ReactiveCoreRxTests",
      dependencies: ["ReactiveCoreRx", "ReactiveCore"],
      path: "Tests/ReactiveCoreRxTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "ReactiveCoreRxTestingTests",
      dependencies: ["ReactiveCoreRxTesting", "ReactiveCoreRx"],
      path: "Tests/ReactiveCoreRxTestingTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "ReactiveCoreTestingTests",
      dependencies: ["ReactiveCore", "ReactiveCoreTesting"],
      path: "Tests/ReactiveCoreTestingTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "EmbeddedAPI", "ReactiveCore"],
      path: "Tests/NetworkingTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "BindingsTests",
      dependencies: ["Bindings", "BindingsTesting", "ReactiveCore", "ReactiveCoreTesting"],
      path: "Tests/BindingsTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "TerminalUITests",
      // tui-sample is a dependency so that SwiftPM builds the binary the pseudo-terminal tests run.
      dependencies: [
        "TerminalUI", "Bindings", "ReactiveCore", "ReactiveCoreTesting", "ProgramTestSupport", "tui-sample",
      ],
      path: "Tests/TerminalUITests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "TerminalUIRxTests",
      dependencies: ["TerminalUIRx", "ReactiveCoreRx", "TerminalUI", "Bindings"],
      path: "Tests/TerminalUIRxTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "DialectExamplesTests",
      dependencies: [
        "ReactiveCoreRx", "ReactiveCoreRxTesting", "TerminalUIRx", "TerminalUI", "ReactiveCore", "Bindings",
        "EmbeddedAPI",
      ],
      path: "Tests/DialectExamplesTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "FeatureUITests",
      dependencies: ["FeatureUI", "FeatureKit", "FeatureKitTesting", "TerminalUI", "ReactiveCore"],
      path: "Tests/FeatureUITests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "FeatureKitTestingTests",
      dependencies: ["FeatureKitTesting", "FeatureKit", "FeatureUI", "TerminalUI", "ReactiveCore", "Networking"],
      path: "Tests/FeatureKitTestingTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "FeatureKitTests",
      dependencies: ["FeatureKit", "FeatureKitTesting", "Networking", "ReactiveCore", "ReactiveCoreTesting"],
      path: "Tests/FeatureKitTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "BeerCatalogTests",
      dependencies: ["BeerCatalog", "FeatureKit", "ReactiveCore", "Networking", "EmbeddedAPI"],
      path: "Tests/BeerCatalogTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "DemoTests",
      // The binaries these end-to-end tests run: SwiftPM builds them with the tests.
      dependencies: ["ProgramTestSupport", "demo", "api-server"],
      path: "Tests/DemoTests",
      exclude: ["Golden"],
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "EmbeddedAPITests",
      // api-server is a dependency so that SwiftPM builds the binary these tests run.
      dependencies: ["EmbeddedAPI", "ProgramTestSupport", "api-server"],
      path: "Tests/EmbeddedAPITests",
      swiftSettings: strictSwift6
    ),
  ] + features.flatMap(\.targets)
)

// MARK: Features
// One entry a feature: its library product, its target (Modules/Features/<name>, README
// excluded), its test target (Tests/<name>Tests) and the demo's dependency on it. `uses` lists
// what the feature's files import (Tooling/check-imports.py checks). The test target depends on
// the feature, what it uses, FeatureKitTesting and ReactiveCoreTesting, and `testsUse` (more
// modules its tests import); a test target may leave its module's dependencies unimported.
var features: [FeatureModule] {
  [
    FeatureModule(
      "SignIn", uses: ["FeatureKit", "FeatureUI", "ReactiveCore", "Networking", "TerminalUI"],
      testsUse: ["EmbeddedAPI"]),
    FeatureModule("Posts", uses: ["FeatureKit", "FeatureUI", "ReactiveCore", "Networking", "TerminalUI"]),
    FeatureModule("EditPost", uses: ["FeatureKit", "FeatureUI", "ReactiveCore", "Networking", "TerminalUI"]),
    FeatureModule(
      "Author", uses: ["Bindings", "FeatureKit", "FeatureUI", "ReactiveCore", "Networking", "TerminalUI"]),
    FeatureModule("PostSearch", uses: ["FeatureKit", "FeatureUI", "ReactiveCore", "Networking", "TerminalUI"]),
    FeatureModule(
      "PostDetail", uses: ["Bindings", "FeatureKit", "FeatureUI", "ReactiveCore", "Networking", "TerminalUI"]),
    FeatureModule(
      "BeerList", uses: ["BeerCatalog", "Bindings", "FeatureKit", "FeatureUI", "ReactiveCore", "TerminalUI"],
      testsUse: ["Networking"]),
    FeatureModule(
      "BeerDetail", uses: ["BeerCatalog", "FeatureKit", "ReactiveCore", "TerminalUI"], testsUse: ["FeatureUI"]),
  ]
}

/// A feature module's entry in `features`.
struct FeatureModule {
  let name: String
  let uses: [Target.Dependency]
  let testsUse: [Target.Dependency]

  init(_ name: String, uses: [Target.Dependency], testsUse: [Target.Dependency] = []) {
    self.name = name
    self.uses = uses
    self.testsUse = testsUse
  }

  /// What every feature's tests have: fakes, the screen driver and the embedded API; loop tools.
  static let testSupport: [Target.Dependency] = ["FeatureKitTesting", "ReactiveCoreTesting"]

  /// The feature's target and its test target.
  var targets: [Target] {
    [
      .target(
        name: name, dependencies: uses, path: "Modules/Features/\(name)", exclude: ["README.md"],
        swiftSettings: strictSwift6),
      .testTarget(
        name: "\(name)Tests", dependencies: [.target(name: name)] + uses + Self.testSupport + testsUse,
        path: "Tests/\(name)Tests",
        swiftSettings: strictSwift6),
    ]
  }
}
