// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "depplay",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "DependencyRuntime", targets: ["DependencyRuntime"]),
    .library(name: "LineEditing", targets: ["LineEditing"]),
    .library(name: "DependencyRuntimeTestSupport", targets: ["DependencyRuntimeTestSupport"]),
  ],
  targets: [
    .target(name: "DependencyRuntime"),
    .systemLibrary(
      name: "CEditline",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "LineEditing", dependencies: ["CEditline"]),
    .target(name: "DependencyRuntimeTestSupport", dependencies: ["DependencyRuntime"]),
    .executableTarget(
      name: "DependencyRuntimeBenchmarks",
      dependencies: ["DependencyRuntime"],
      path: "Benchmarks/DependencyRuntimeBenchmarks"
    ),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    .testTarget(
      name: "DependencyRuntimeTests",
      dependencies: ["DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
