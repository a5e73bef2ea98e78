import DepplayLanguage
import Foundation
import Testing

/// Exports of Swift that learners write, type-checked against the built runtime with
/// `swiftc -typecheck` (fast: no code is generated), so every form the exporter writes
/// compiles in Swift 6 mode.
@Suite struct ExportTypecheckTests {
  /// The built modules: in `Modules` beside the test runner.
  static var modules: URL? {
    let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      .map { URL(fileURLWithPath: $0) }
    let directories =
      [runner?.deletingLastPathComponent()].compactMap { $0 }
      + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return directories.map { $0.appendingPathComponent("Modules") }.first {
      FileManager.default.fileExists(
        atPath: $0.appendingPathComponent("DepplaySupport.swiftmodule").path)
    }
  }

  /// `swiftc -typecheck`'s diagnostics for `swift` (empty when it compiles; warnings, such as
  /// a script's unused `let`, are the script's own and allowed).
  static func typecheck(_ swift: String) throws -> String {
    let modules = try #require(modules, "the built modules were not found")
    // The macros' plugin, which SwiftPM builds beside the modules' folder.
    let macros = modules.deletingLastPathComponent().appendingPathComponent(
      "ComposableMacros-tool")
    return try run(
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
        "-I", runtimeHeaders.path, "-package-name", packageName,
        "-load-plugin-executable", macros.path + "#ComposableMacros",
      ], on: [(name: "main", swift: swift)])
  }

  /// The name SwiftPM compiles this package's modules with: a deterministic export uses
  /// `DepplaySupport`, whose API is `package`, so the file is type-checked as part of the
  /// package. SwiftPM names a root package after its directory, lowercased, with every
  /// character an identifier cannot hold made `_` (a clone in `ci-main` is `ci_main`).
  static let packageName = String(
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .lastPathComponent.lowercased().unicodeScalars.map { scalar in
        scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
          ? Character(scalar) : "_"
      })

  /// The runtime's C module (its module map and headers), which a compiler outside SwiftPM
  /// must be shown beside the built modules.
  static let runtimeHeaders = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/CDependencyRuntime/include")

  /// What `swift format lint --strict` says of the programs (empty when every one is clean),
  /// with swift-format's default configuration: one run over them all, each file named after
  /// its program (`arrays.swift`).
  static func lint(_ programs: [(name: String, swift: String)]) throws -> String {
    try run(["swift", "format", "lint", "--strict"], on: programs)
  }

  /// Runs `command` on temporary files, `NAME.swift` holding each program's text; its output
  /// when it fails, else "".
  private static func run(
    _ command: [String], on programs: [(name: String, swift: String)]
  ) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("export-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = programs.map { directory.appendingPathComponent($0.name + ".swift") }
    for (file, program) in zip(files, programs) { try Data(program.swift.utf8).write(to: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command + files.map(\.path)
    process.currentDirectoryURL = directory
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? "" : "exit \(process.terminationStatus): \(text)"
  }

  @Test("A local @Dependency, top level and in a closure, exports as one and compiles")
  func localDependency() throws {
    let swift = try SwiftExporter.export(
      source: """
        dependency full { live: 1, preview: 2, test: 3 }
        @Dependency(\\.full) var full
        print(full)
        let later = withDependencies { $0.full = 100 } operation: {
          @Dependency(\\.full) var inner
          return { print(inner) }
        }
        later()
        """, file: "local.dep")
    #expect(swift.contains("  @Dependency(\\.full) var full\n  print(full)\n"))
    #expect(swift.contains("    @Dependency(\\.full) var inner\n    return { print(inner) }\n"))
    #expect(try Self.typecheck(swift) == "")
  }

  /// A form of Swift the docs write (#23), the lines its export must hold.
  struct Form: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var source: String
    var lines: [String]

    init(_ testDescription: String, source: String, writing lines: [String]) {
      (self.testDescription, self.source, self.lines) = (testDescription, source, lines)
    }
  }

  static let forms = [
    Form(
      "a feature's static method, called on the type",
      source: """
        @Reducer
        struct Tally {
          @ObservableState
          struct State: Equatable { var total = 0 }
          enum Action { case added(Int) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .added(n):
                state.total = Self.capped(state.total + n)
                return .none
              }
            }
          }
          static func capped(_ n: Int) -> Int { min(n, limit()) }
          static func limit() -> Int { 10 }
        }
        let store = Store(initialState: Tally.State()) { Tally() }
        store.send(.added(7))
        store.send(.added(7))
        print(store.state.total, Tally.capped(3))
        """,
      writing: ["  static func capped(_ n: Int) -> Int {\n", "  static func limit() -> Int {\n"]),
    Form(
      "a @TaskLocal static var and its withValue",
      source: """
        enum Tracing {
          @TaskLocal static var depth = 0
        }
        Tracing.$depth.withValue(1) { print(Tracing.depth) }
        await Tracing.$depth.withValue(2) {
          let child = Task { Tracing.depth }
          print(await child.value)
        }
        """,
      writing: ["  @TaskLocal static var depth = 0\n", "Tracing.$depth.withValue(1) {"]),
    Form(
      "an NSLock's lock, unlock and withLock, Foundation's",
      source: """
        final class Meter: @unchecked Sendable {
          let guarding = NSLock()
          var readings: [Int] = []
          func record(_ reading: Int) {
            guarding.lock()
            readings.append(reading)
            guarding.unlock()
          }
        }
        let meter = Meter()
        meter.record(4)
        print(meter.guarding.withLock { meter.readings.count })
        """,
      writing: ["import Foundation\n", "  let guarding = NSLock()\n", "meter.guarding.withLock {"]),
    Form(
      "a @DependencyEntry, as the key type and property the macro makes",
      source: """
        extension DependencyValues {
          @DependencyEntry(liveValue: 1) var number: Int = 2
          @DependencyEntry var label: String = "test"
        }
        print(number)
        withDependencies { $0.label = "set" } operation: { print(label) }
        """,
      writing: [
        "enum __Key_number: DependencyKey {\n  static let liveValue = 1\n  static let testValue = 2\n",
        "enum __Key_label: TestDependencyKey {\n", "    get { self[__Key_number.self] }\n",
      ]),
  ]

  @Test(
    "Forms the docs write export as written and compile",
    arguments: forms, [SwiftExporter.Style.deterministic, .plain])
  func docsForm(_ form: Form, style: SwiftExporter.Style) throws {
    let swift = try SwiftExporter.export(source: form.source, file: "form.dep", style: style)
    for line in form.lines { #expect(swift.contains(line), "\(swift)") }
    #expect(try Self.typecheck(swift) == "")
  }

  @Test("depplay swift --plain writes plain Swift: no ordering harness, no labels, a warning")
  func plainExportShape() throws {
    let source = try String(
      contentsOf: ExportedSource.golden.appendingPathComponent("propagation-table.dep"),
      encoding: .utf8)
    let swift = try SwiftExporter.export(
      source: source, file: "propagation-table.dep", style: .plain)
    #expect(!swift.contains("script.") && !swift.contains("DepplaySupport"))
    #expect(swift.contains("// Output order between concurrent units"))
    #expect(swift.contains("// Run it with SWIFT_DEPENDENCIES_CONTEXT=test"))
    #expect(swift.contains(" Task {\n") && swift.contains(" Task.detached {\n"))
    #expect(swift.contains(" DispatchQueue.global().async {\n"))
    #expect(swift.contains(" Thread {\n"))
    #expect(swift.contains("\ndo {\n"))
    let deterministic = try SwiftExporter.export(source: source, file: "propagation-table.dep")
    #expect(deterministic.contains("script.unit(.task)"))
  }

  /// The plain export of `source`, or nil where it has none (tests, later contexts and records
  /// of computed fields), which its error must say.
  static func plainExport(of source: ExportedSource) throws -> String? {
    do {
      return try SwiftExporter.export(
        source: try source.text(), file: source.file, style: .plain, map: try source.map())
    } catch let error as ExportError {
      #expect(!error.diagnostic.message.isEmpty)
      return nil
    }
  }

  @Test(
    "Plain exports of the golden scripts and lessons compile",
    arguments: ExportedSource.goldenScripts + ExportedSource.allLessons)
  func plainExportsCompile(_ source: ExportedSource) throws {
    guard let swift = try Self.plainExport(of: source) else { return }
    #expect(try Self.typecheck(swift) == "")
  }

  @Test("Plain exports of the golden scripts and lessons pass swift format lint (one run)")
  func plainExportsLint() throws {
    let programs = try (ExportedSource.goldenScripts + ExportedSource.allLessons).compactMap {
      source in try Self.plainExport(of: source).map { (name: source.name, swift: $0) }
    }
    #expect(programs.count > 100)
    #expect(try Self.lint(programs) == "")
  }

  @Test("--plain refuses what only the deterministic export can write, saying so")
  func plainRefusals() throws {
    let prelude = "dependency full { live: 1, test: 3 }\n"
    for (script, message) in [
      ("@Test func t() { }", "'@Test' in --plain cannot be exported"),
      ("print(full)\ncontext test", "a later 'context' or 'build' in --plain cannot be exported"),
    ] {
      do {
        _ = try SwiftExporter.export(source: prelude + script, file: "p.dep", style: .plain)
        Issue.record("exported: \(script)")
      } catch let error as ExportError {
        #expect(error.diagnostic.message.hasPrefix(message), "\(error.diagnostic.message)")
        #expect(error.diagnostic.notes.contains { $0.contains("without --plain") })
      }
    }
  }
}
