// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The exported golden scripts and lessons (`depplay swift`), one executable each, so a test
/// can run each and compare its output with the interpreter's. `./dev exports` regenerates
/// them and this list (written out, so that SwiftPM re-reads the manifest when it changes).
let exportedPrograms: [String] = [
  // BEGIN exported programs
  "actor-reentrancy",
  "actors",
  "alert-test-store",
  "alerts",
  "array-slices",
  "arrays",
  "async-stream",
  "async-throwing-stream",
  "bindings",
  "bitwise-operators",
  "builtins",
  "calendar-components",
  "cancellation",
  "cancelled-sleep",
  "captured-vars",
  "checks",
  "class-init",
  "class-storage",
  "clients",
  "clients-without-stores",
  "clock-stuck",
  "clocks",
  "closures",
  "coercions",
  "collection-methods",
  "combine-reducers",
  "conditional-compilation",
  "conditional-operator",
  "context",
  "context-values",
  "custom-description",
  "data-and-url",
  "date-formatter",
  "declarations-ahead",
  "defer-statements",
  "delegate-actions",
  "delegate-case-key-paths",
  "dictionaries",
  "dictionary-and-text-methods",
  "dictionary-grouping",
  "dispatch-main",
  "double-literals",
  "doubles-and-dates",
  "duration-arithmetic",
  "effect-methods",
  "element-mutating-call",
  "enum-case-properties",
  "enum-computed-properties",
  "enum-methods",
  "enum-state",
  "error-enums",
  "error-fields",
  "errors",
  "escaped-dependencies-async",
  "evaluation-order",
  "expect-no-difference",
  "expect-throws",
  "expect-throws-value",
  "export-shapes",
  "failable-initializers",
  "feature-extensions",
  "for-case",
  "generic-constraints",
  "generics",
  "guard",
  "guides",
  "identified-rows",
  "if-conditions",
  "if-var-binding",
  "implied-random",
  "inout-method-parameters",
  "inout-parameters",
  "iso8601-formatter",
  "json-coding",
  "json-key-strategies",
  "key-type-values",
  "keys",
  "lazy-properties",
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
  "lesson-14-test-isolation",
  "lesson-15-scoped-overrides-like-tca",
  "lesson-16-the-stores-snapshot",
  "lesson-17-dependency-on-one-subtree",
  "lesson-18-test-store-dependencies",
  "lesson-19-there-is-no-mock-context",
  "lesson-20-clocks-not-main-queues",
  "lesson-21-dismiss",
  "lesson-22-clients",
  "lesson-23-my-test-uses-the-live-client",
  "literal-typing",
  "local-dependency-call",
  "lock-isolated",
  "loops",
  "main-actor",
  "main-queue",
  "max-min-dates",
  "member-access",
  "memberwise-trailing-closure",
  "models",
  "observable-state",
  "optional-chain-assignment",
  "optionals",
  "overflow-operators",
  "overloads-by-labels",
  "patterns",
  "plain-enums",
  "plain-structs",
  "prepare-preview",
  "presentation",
  "presentation-key-paths",
  "presents-case-subscript",
  "printed-optionals",
  "propagation-table",
  "property-observers",
  "protocol-extensions",
  "protocols",
  "random",
  "random-number-generator",
  "reduce-into",
  "reducer-enum-alert",
  "reducer-enum-destination",
  "reducer-enum-path",
  "reducer-methods",
  "release-build",
  "repeated-values",
  "report-issue",
  "result",
  "rounding",
  "send-case-key-path",
  "sets",
  "shared-in-memory",
  "shared-state-field",
  "stack",
  "stack-collection-methods",
  "stack-test-store",
  "state-computed-properties",
  "state-init",
  "state-methods",
  "static-computed",
  "store",
  "store-bad-input",
  "store-export",
  "store-scope",
  "stream-make-stream",
  "stride-and-zip",
  "string-format",
  "string-methods",
  "struct-dependencies",
  "struct-extensions",
  "struct-members",
  "struct-property-observers",
  "struct-subscripts",
  "struct-typealias",
  "swift-keys",
  "swift-testing",
  "task-cancellation",
  "task-closure-value",
  "task-group-results",
  "task-immediate",
  "task-in-effect",
  "task-sleep",
  "task-yield",
  "tasks",
  "test-argument-tuples",
  "test-store",
  "test-store-skipping",
  "test-store-teardown",
  "tests",
  "text-trimming",
  "throwing-task-group",
  "timers",
  "top-level-functions",
  "trait-key-paths",
  "tuple-labels",
  "tuple-patterns",
  "tuples",
  "type-annotations",
  "type-casts",
  "type-keys",
  "type-of",
  "unwrapping",
  "uuid-generator-closure",
  "xctest",
  "xctest-comparisons",
  "xctest-invoke-test",
  "xctest-unwrap",
  // END exported programs
]

/// The folder of the toolchain's own SwiftSyntax (`usr/lib/swift/host`: the modules and shared
/// libraries of `SwiftParser`, `SwiftSyntax` and the rest), found from the compiler in use:
/// `SWIFT_EXEC` if set, otherwise the first `swiftc` on `PATH`, with symbolic links resolved
/// (`/usr/bin/swiftc` → `…/usr/bin/swiftc`). `nil` when that toolchain ships none: then the
/// language builds against the swift-syntax package at the toolchain's version instead.
let toolchainSyntaxFolder: String? = {
  let environment = Context.environment
  let path = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
  let candidates = [environment["SWIFT_EXEC"]].compactMap { $0 } + path
  guard let compiler = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
  else { return nil }
  let binFolder = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
    .deletingLastPathComponent()
  let host = binFolder.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
  let parser = "\(host)/SwiftParser.swiftmodule"
  return FileManager.default.fileExists(atPath: parser) ? host : nil
}()

/// The swift-syntax libraries the language links, in link order.
let syntaxLibraries = [
  "SwiftParserDiagnostics", "SwiftParser", "SwiftDiagnostics", "SwiftBasicFormat", "SwiftSyntax",
]

/// How the language gets SwiftSyntax: the toolchain's host libraries (`-I`, `-L`, the
/// libraries and an rpath to them), or the swift-syntax package's products.
let syntaxDependencies: [Target.Dependency] =
  toolchainSyntaxFolder == nil
  ? syntaxLibraries.map { .product(name: $0, package: "swift-syntax") } : []
/// (Every target that imports `DepplayLanguage` reads its module, which names SwiftSyntax's, so
/// each gets the `-I`.)
let syntaxSwiftSettings: [SwiftSetting] =
  toolchainSyntaxFolder.map {
    [.unsafeFlags(["-I", $0])]
  } ?? []
let syntaxLinkerSettings: [LinkerSetting] =
  toolchainSyntaxFolder.map { folder in
    [
      .unsafeFlags(
        ["-L", folder] + syntaxLibraries.map { "-l\($0)" } + [
          "-Xlinker", "-rpath", "-Xlinker", folder,
        ])
    ]
  } ?? []

/// The swift-syntax package at the toolchain's version, declared only when the toolchain has
/// no host libraries (CI has them and cannot fetch).
let syntaxPackages: [Package.Dependency] = {
  guard toolchainSyntaxFolder == nil else { return [] }
  #if compiler(>=6.3)
    let version: Version = "603.0.0"
  #elseif compiler(>=6.2)
    let version: Version = "602.0.0"
  #elseif compiler(>=6.1)
    let version: Version = "601.0.0"
  #else
    let version: Version = "600.0.0"
  #endif
  return [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", .upToNextMinor(from: version))
  ]
}()

/// The compiler plugin of `ComposableRuntime`'s macros (`@Reducer`, `@CasePathable`,
/// `@ObservableState`, `@Presents`): a build-time tool, run by the compiler, never linked into
/// a program. Built against the toolchain's SwiftSyntax when it has one, as the language is,
/// with the plugin protocol's module besides; otherwise against the swift-syntax package.
let macroLibraries =
  [
    "SwiftCompilerPluginMessageHandling", "SwiftSyntaxMacros", "SwiftSyntaxBuilder",
  ] + syntaxLibraries
let macroTarget: Target =
  toolchainSyntaxFolder.map { folder in
    .macro(
      name: "ComposableMacros",
      swiftSettings: [.unsafeFlags(["-I", folder])],
      linkerSettings: [
        .unsafeFlags(
          ["-L", folder] + macroLibraries.map { "-l\($0)" } + [
            "-Xlinker", "-rpath", "-Xlinker", folder,
          ])
      ])
  }
  ?? .macro(
    name: "ComposableMacros",
    dependencies: [
      .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ])

/// The libFuzzer target (`./dev fuzz`): only declared when `DEPPLAY_FUZZ` is set, because it
/// links libFuzzer's runtime (`-sanitize=fuzzer` at link time), whose driver it calls
/// (`CLibFuzzer`). `./dev` compiles everything else of that build with the address sanitizer
/// and libFuzzer's coverage instrumentation: it is the build the language and CLI tests run
/// in under the address sanitizer, so the fuzzer after those tests compiles and links only
/// this target.
let fuzzTargets: [Target] =
  Context.environment["DEPPLAY_FUZZ"] == nil
  ? []
  : [
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    .executableTarget(
      name: "depplay-fuzz", dependencies: ["DepplayCLI", "CLibFuzzer"], path: "Fuzz/DepplayFuzz",
      swiftSettings: syntaxSwiftSettings, linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
  ]

/// The targets each build of `./dev test` declares: `DEPPLAY_TESTS=runtime` for the runtime
/// and the store layer (the debug build and the thread sanitizer's), `language` for everything
/// else (the address sanitizer's build, which the fuzz target also links against). Each build
/// compiles only what its tests need, and the language, the command line and the exported
/// programs are compiled once. Unset, the package declares every target.
let testedSubsets: [String: Set<String>] = [
  "runtime": [
    "ConcurrencySupport", "CDependencyRuntime", "DependencyRuntime",
    "DependencyRuntimeNetworking", "DependencyRuntimeTestSupport", "ComposableMacros",
    "ComposableRuntime", "DependencyRuntimeTests", "ComposableRuntimeTests",
  ],
  "language": Set(
    [
      "ConcurrencySupport", "CDependencyRuntime", "DependencyRuntime",
      "DependencyRuntimeNetworking", "DependencyRuntimeTestSupport", "ComposableMacros",
      "ComposableRuntime", "CEditline", "LineEditing", "CMicroHTTPD", "WebServer",
      "DepplaySupport", "DepplaySyntax", "DepplaySemantics", "DepplayInterpreter",
      "DepplayExport", "DepplayRenderers", "DepplayLanguage", "DepplayCLI", "depplay",
      "DepplayLanguageTests", "DepplayCLITests", "LineEditingTests", "ExportTests",
      "tca-conformance", "CLibFuzzer", "depplay-fuzz",
    ] + exportedPrograms.map { "exported-\($0)" }),
]
let testedSubset = Context.environment["DEPPLAY_TESTS"].flatMap { testedSubsets[$0] }

/// Whether the build declares the target or product called `name`.
func isDeclared(_ name: String) -> Bool { testedSubset?.contains(name) ?? true }

let package = Package(
  name: "depplay",
  platforms: [.macOS(.v15)],
  // What a user depends on: the runtime, its test support, the store layer and the
  // executable. The other targets are the executable's parts (and `DepplaySupport` the
  // exported programs' harness); they use `package` for what they share.
  products: [
    .library(
      name: "DependencyRuntime", targets: ["DependencyRuntime", "DependencyRuntimeNetworking"]),
    .library(name: "DependencyRuntimeTestSupport", targets: ["DependencyRuntimeTestSupport"]),
    .library(name: "ComposableRuntime", targets: ["ComposableRuntime"]),
    .executable(name: "depplay", targets: ["depplay"]),
  ].filter { isDeclared($0.name) },
  dependencies: syntaxPackages,
  targets: ([
    .target(name: "ConcurrencySupport"),
    .target(name: "CDependencyRuntime"),
    .target(
      name: "DependencyRuntime", dependencies: ["ConcurrencySupport", "CDependencyRuntime"]),
    // The `urlSession` dependency apart, so that importing the runtime does not load
    // FoundationNetworking (libcurl and its libraries) at every program's start.
    .target(name: "DependencyRuntimeNetworking", dependencies: ["DependencyRuntime"]),
    .systemLibrary(
      name: "CEditline",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "LineEditing", dependencies: ["CEditline"]),
    // `depplay serve`'s HTTP server: libmicrohttpd's header (`libmicrohttpd-dev`, which `./dev`
    // installs). No `pkgConfig`: its `-lmicrohttpd` would link the library, which `shim.h`
    // loads only when a server starts.
    .systemLibrary(name: "CMicroHTTPD"),
    .target(name: "WebServer", dependencies: ["CMicroHTTPD"]),
    .target(name: "DependencyRuntimeTestSupport", dependencies: ["DependencyRuntime"]),
    macroTarget,
    .target(name: "ComposableRuntime", dependencies: ["DependencyRuntime", "ComposableMacros"]),
    .target(
      name: "DepplaySupport", dependencies: ["ComposableRuntime", "DependencyRuntime"]),
    // The language, one module a layer, each importing only the layers beneath it
    // (ARCHITECTURE.md, "The language's modules"): only the front end links SwiftSyntax;
    // the others read its module, which names SwiftSyntax's, so they get the `-I` too.
    .target(
      name: "DepplaySyntax",
      dependencies: ["DependencyRuntime", "DepplaySupport"] + syntaxDependencies,
      swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    .target(
      name: "DepplaySemantics", dependencies: ["DependencyRuntime", "DepplaySyntax"],
      swiftSettings: syntaxSwiftSettings),
    .target(
      name: "DepplayInterpreter",
      dependencies: [
        "ComposableRuntime", "DependencyRuntime", "DepplaySupport", "DepplaySyntax",
        "DepplaySemantics",
      ],
      swiftSettings: syntaxSwiftSettings),
    .target(
      name: "DepplayExport",
      dependencies: ["DependencyRuntime", "DepplaySyntax", "DepplaySemantics"],
      swiftSettings: syntaxSwiftSettings),
    .target(
      name: "DepplayRenderers",
      dependencies: ["DepplaySupport", "DepplaySyntax", "DepplayInterpreter"],
      swiftSettings: syntaxSwiftSettings),
    // The umbrella the command-line code and the tests import: it re-exports the five.
    .target(
      name: "DepplayLanguage",
      dependencies: [
        "DepplaySyntax", "DepplaySemantics", "DepplayInterpreter", "DepplayExport",
        "DepplayRenderers",
      ],
      swiftSettings: syntaxSwiftSettings),
    .target(
      name: "DepplayCLI", dependencies: ["DepplayLanguage", "LineEditing", "WebServer"],
      swiftSettings: syntaxSwiftSettings),
    .executableTarget(
      name: "depplay", dependencies: ["DepplayCLI", "DepplayLanguage"],
      swiftSettings: syntaxSwiftSettings),
    .executableTarget(
      name: "DepplayBenchmarks",
      dependencies: ["DepplayLanguage", "DepplayCLI"],
      path: "Benchmarks/DepplayBenchmarks", swiftSettings: syntaxSwiftSettings
    ),
    .testTarget(
      name: "DepplayLanguageTests", dependencies: ["DepplayLanguage", "DepplaySupport"],
      resources: [.copy("Golden")], swiftSettings: syntaxSwiftSettings),
    .testTarget(
      name: "ExportTests",
      dependencies: ["DepplayLanguage", "DepplayCLI", "DepplaySupport"]
        + exportedPrograms.map { .target(name: "exported-\($0)") } + ["tca-conformance"],
      swiftSettings: syntaxSwiftSettings
    ),
    .testTarget(
      name: "DepplayCLITests",
      dependencies: [
        "DepplayCLI", "LineEditing", "WebServer", "depplay", "DependencyRuntimeTestSupport",
      ],
      exclude: ["Lessons/Fixtures", "Serve/room_in_browser.py"],
      resources: [.copy("Scripts"), .copy("FuzzCorpus")],
      swiftSettings: syntaxSwiftSettings),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    .testTarget(
      name: "DependencyRuntimeTests",
      dependencies: [
        "DependencyRuntime", "DependencyRuntimeNetworking", "DependencyRuntimeTestSupport",
      ]
    ),
    // The store layer's client programs, also run against TCA itself (CONFORMANCE.md).
    .executableTarget(
      name: "tca-conformance", dependencies: ["ComposableRuntime", "DependencyRuntime"],
      path: "Tests/Conformance/TCA/Programs"),
    .testTarget(
      name: "ComposableRuntimeTests",
      dependencies: ["ComposableRuntime", "DependencyRuntime", "DependencyRuntimeTestSupport"]
    ),
  ]
    + exportedPrograms.map { name in
      .executableTarget(
        name: "exported-\(name)",
        dependencies: ["ComposableRuntime", "DependencyRuntime", "DepplaySupport"],
        path: "Tests/ExportedPrograms/\(name)")
    } + fuzzTargets).filter { isDeclared($0.name) },
  swiftLanguageModes: [.v6]
)
