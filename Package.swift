// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "depplay",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "DependencyRuntime", targets: ["DependencyRuntime"]),
    .library(name: "DependencyRuntimeTestSupport", targets: ["DependencyRuntimeTestSupport"]),
  ],
  targets: [
    .target(name: "DependencyRuntime"),
    .target(name: "DependencyRuntimeTestSupport", dependencies: ["DependencyRuntime"]),
    .executableTarget(
      name: "DependencyRuntimeBenchmarks",
      dependencies: ["DependencyRuntime"],
      path: "Benchmarks/DependencyRuntimeBenchmarks"
    ),
    .testTarget(
      name: "DependencyRuntimeTests",
      dependencies: ["DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
