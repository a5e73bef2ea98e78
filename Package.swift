// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The exported golden scripts and lessons (`depplay swift`), one executable each, so a test
/// can run each and compare its output with the interpreter's (`./dev exports` regenerates).
let exportedPrograms = ((try? FileManager.default.contentsOfDirectory(
  atPath: Context.packageDirectory + "/Tests/ExportedPrograms")) ?? [])
  .filter { !$0.contains(".") }.sorted()

let package = Package(
  name: "depplay",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "DependencyRuntime", targets: ["DependencyRuntime"]),
    .library(name: "LineEditing", targets: ["LineEditing"]),
    .library(name: "DependencyRuntimeTestSupport", targets: ["DependencyRuntimeTestSupport"]),
    .library(name: "DepplaySupport", targets: ["DepplaySupport"]),
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
    .target(name: "DepplaySupport", dependencies: ["DependencyRuntime"]),
    .target(name: "DepplayLanguage", dependencies: ["DependencyRuntime", "DepplaySupport"]),
    .target(name: "DepplayCLI", dependencies: ["DepplayLanguage", "LineEditing"]),
    .executableTarget(name: "depplay", dependencies: ["DepplayCLI"]),
    .executableTarget(
      name: "DepplayBenchmarks",
      dependencies: ["DepplayLanguage", "DepplayCLI"],
      path: "Benchmarks/DepplayBenchmarks"
    ),
    .testTarget(name: "DepplayLanguageTests", dependencies: ["DepplayLanguage"], resources: [.copy("Golden")]),
    .testTarget(
      name: "ExportTests",
      dependencies: ["DepplayLanguage"] + exportedPrograms.map { .target(name: "exported-\($0)") }
    ),
    .testTarget(
      name: "DepplayCLITests", dependencies: ["DepplayCLI", "LineEditing", "depplay"],
      exclude: ["Lessons/Fixtures"], resources: [.copy("Scripts")]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    .testTarget(
      name: "DependencyRuntimeTests",
      dependencies: ["DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
  ] + exportedPrograms.map { name in
    .executableTarget(
      name: "exported-\(name)", dependencies: ["DependencyRuntime", "DepplaySupport"],
      path: "Tests/ExportedPrograms/\(name)")
  },
  swiftLanguageModes: [.v6]
)
