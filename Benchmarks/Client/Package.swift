// swift-tools-version:6.0
import PackageDescription

/// The runtime's benchmark as a user's app builds it: a separate package that depends on
/// depplay by path, with the same top-level program compiled in both language modes (the
/// Swift 5 target's `main.swift` is a symlink to the Swift 6 one). `./dev bench` runs both.
let package = Package(
  name: "Client",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "depplay", path: "../..")],
  targets: [
    .executableTarget(
      name: "Swift6Client",
      dependencies: [.product(name: "DependencyRuntime", package: "depplay")],
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "Swift5Client",
      dependencies: [.product(name: "DependencyRuntime", package: "depplay")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ]
)
