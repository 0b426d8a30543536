// swift-tools-version: 6.0
// A downstream package that takes only ReactiveCore and Bindings from ReactiveMVVM.
import PackageDescription

let package = Package(
  name: "CoreOnly",
  dependencies: [.package(name: "ReactiveMVVM", path: "../../..")],
  targets: [
    .executableTarget(
      name: "CoreOnly",
      dependencies: [
        .product(name: "ReactiveCore", package: "ReactiveMVVM"), .product(name: "Bindings", package: "ReactiveMVVM"),
      ])
  ]
)
