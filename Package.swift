// swift-tools-version: 6.0
// One package, one library product per module. Executables are executable targets only (not
// products), so a downstream package that names library products fetches nothing else.
import PackageDescription

let strictSwift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "ReactiveMVVM",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
    .library(name: "ReactiveCoreTesting", targets: ["ReactiveCoreTesting"]),
  ],
  targets: [
    // MARK: Modules
    .target(
      name: "ReactiveCore",
      path: "Modules/ReactiveCore",
      exclude: ["README.md"],
      swiftSettings: strictSwift6
    ),
    .target(
      name: "ReactiveCoreTesting",
      dependencies: ["ReactiveCore"],
      path: "Modules/ReactiveCoreTesting",
      swiftSettings: strictSwift6
    ),

    // MARK: Apps
    .executableTarget(
      name: "demo",
      dependencies: ["ReactiveCore"],
      path: "Apps/demo",
      swiftSettings: strictSwift6
    ),

    // MARK: Tests
    .testTarget(
      name: "ReactiveCoreTests",
      dependencies: ["ReactiveCore", "ReactiveCoreTesting"],
      path: "Tests/ReactiveCoreTests",
      swiftSettings: strictSwift6
    ),
    .testTarget(
      name: "ReactiveCoreTestingTests",
      dependencies: ["ReactiveCore", "ReactiveCoreTesting"],
      path: "Tests/ReactiveCoreTestingTests",
      swiftSettings: strictSwift6
    ),
  ]
)
