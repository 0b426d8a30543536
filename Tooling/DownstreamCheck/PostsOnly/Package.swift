// swift-tools-version: 6.0
// A downstream package that takes only the Posts feature from ReactiveMVVM (with the modules its
// API is written in, FeatureKit and ReactiveCore).
import PackageDescription

let package = Package(
  name: "PostsOnly",
  dependencies: [.package(name: "ReactiveMVVM", path: "../../..")],
  targets: [
    .executableTarget(
      name: "PostsOnly",
      dependencies: [
        .product(name: "Posts", package: "ReactiveMVVM"), .product(name: "FeatureKit", package: "ReactiveMVVM"),
        .product(name: "ReactiveCore", package: "ReactiveMVVM"),
      ])
  ]
)
