// swift-tools-version:6.0
import PackageDescription

/// The exported golden scripts and lessons (`depplay swift`), one executable each, so a test
/// can run each and compare its output with the interpreter's. `./dev exports` regenerates
/// them and this list (written out, so that SwiftPM re-reads the manifest when it changes).
let exportedPrograms: [String] = [
  // BEGIN exported programs
  "builtins",
  "checks",
  "clock-stuck",
  "clocks",
  "context",
  "dispatch-main",
  "evaluation-order",
  "export-shapes",
  "keys",
  "lesson-01-why-control-dependencies",
  "lesson-02-keys-and-contexts",
  "lesson-03-the-test-safety-net",
  "lesson-04-holes-in-the-net",
  "lesson-05-with-dependencies-scopes",
  "lesson-06-dependency-captures-and-merges",
  "lesson-08-unstructured-work",
  "lesson-09-escaped-dependencies",
  "lesson-10-models-and-from",
  "lesson-11-prepare-dependencies",
  "lesson-13-controlling-time-uuids-randomness",
  "lesson-15-scoped-overrides-like-tca",
  "models",
  "prepare-preview",
  "propagation-table",
  "random",
  "release-build",
  "task-immediate",
  "tasks",
  "tests",
  // END exported programs
]

/// The libFuzzer target (`./dev fuzz`): only declared when `DEPPLAY_FUZZ` is set, because it
/// links only with `--sanitize=fuzzer`, whose runtime provides `main`.
let fuzzTargets: [Target] =
  Context.environment["DEPPLAY_FUZZ"] == nil
  ? []
  : [
    .executableTarget(
      name: "depplay-fuzz", dependencies: ["DepplayCLI"], path: "Fuzz/DepplayFuzz")
  ]

let package = Package(
  name: "depplay",
  platforms: [.macOS(.v15)],
  // What a user depends on: the runtime, its test support, the store layer and the
  // executable. The other targets are the executable's parts (and `DepplaySupport` the
  // exported programs' harness); they use `package` for what they share.
  products: [
    .library(name: "DependencyRuntime", targets: ["DependencyRuntime"]),
    .library(name: "DependencyRuntimeTestSupport", targets: ["DependencyRuntimeTestSupport"]),
    .library(name: "ComposableRuntime", targets: ["ComposableRuntime"]),
    .executable(name: "depplay", targets: ["depplay"]),
  ],
  targets: [
    .target(name: "ConcurrencySupport"),
    .target(name: "CDependencyRuntime"),
    .target(
      name: "DependencyRuntime", dependencies: ["ConcurrencySupport", "CDependencyRuntime"]),
    .systemLibrary(
      name: "CEditline",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "LineEditing", dependencies: ["CEditline"]),
    .target(name: "DependencyRuntimeTestSupport", dependencies: ["DependencyRuntime"]),
    .target(name: "ComposableRuntime", dependencies: ["DependencyRuntime"]),
    .target(name: "DepplaySupport", dependencies: ["DependencyRuntime"]),
    .target(name: "DepplayLanguage", dependencies: ["DependencyRuntime", "DepplaySupport"]),
    .target(name: "DepplayCLI", dependencies: ["DepplayLanguage", "LineEditing"]),
    .executableTarget(name: "depplay", dependencies: ["DepplayCLI"]),
    .executableTarget(
      name: "DepplayBenchmarks",
      dependencies: ["DepplayLanguage", "DepplayCLI"],
      path: "Benchmarks/DepplayBenchmarks"
    ),
    .testTarget(
      name: "DepplayLanguageTests", dependencies: ["DepplayLanguage"], resources: [.copy("Golden")]),
    .testTarget(
      name: "ExportTests",
      dependencies: ["DepplayLanguage", "DepplayCLI"]
        + exportedPrograms.map { .target(name: "exported-\($0)") }
    ),
    .testTarget(
      name: "DepplayCLITests",
      dependencies: ["DepplayCLI", "LineEditing", "depplay", "DependencyRuntimeTestSupport"],
      exclude: ["Lessons/Fixtures"], resources: [.copy("Scripts"), .copy("FuzzCorpus")]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    .testTarget(
      name: "DependencyRuntimeTests",
      dependencies: ["DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
    .testTarget(
      name: "ComposableRuntimeTests",
      dependencies: ["ComposableRuntime", "DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
  ]
    + exportedPrograms.map { name in
      .executableTarget(
        name: "exported-\(name)", dependencies: ["DependencyRuntime", "DepplaySupport"],
        path: "Tests/ExportedPrograms/\(name)")
    } + fuzzTargets,
  swiftLanguageModes: [.v6]
)
