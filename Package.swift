// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "depplay",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "DependencyRuntime", targets: ["DependencyRuntime"]),
    .library(name: "LineEditing", targets: ["LineEditing"]),
    .library(name: "DependencyRuntimeTestSupport", targets: ["DependencyRuntimeTestSupport"]),
    .library(name: "DepplayLanguage", targets: ["DepplayLanguage"]),
    .library(name: "DepplayCLI", targets: ["DepplayCLI"]),
    .executable(name: "depplay", targets: ["depplay"]),
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
    .target(name: "DepplayLanguage", dependencies: ["DependencyRuntime"]),
    .target(name: "DepplayCLI", dependencies: ["DepplayLanguage"]),
    .executableTarget(name: "depplay", dependencies: ["DepplayCLI"]),
    .executableTarget(
      name: "DepplayBenchmarks",
      dependencies: ["DepplayLanguage", "DepplayCLI"],
      path: "Benchmarks/DepplayBenchmarks"
    ),
    .testTarget(name: "DepplayLanguageTests", dependencies: ["DepplayLanguage"], resources: [.copy("Golden")]),
    .testTarget(name: "DepplayCLITests", dependencies: ["DepplayCLI", "depplay"], resources: [.copy("Scripts")]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    .testTarget(
      name: "DependencyRuntimeTests",
      dependencies: ["DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
