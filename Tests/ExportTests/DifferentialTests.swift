import DepplayLanguage
import Foundation
import Testing

/// The differential proof: every golden script's and every lesson's committed Swift export
/// is current, and, compiled and run, prints byte for byte what the interpreter prints for
/// the script (a lesson: its blocks with the exercises solved, as one script).
@Suite struct DifferentialTests {
  /// The scripts and lessons that cannot be exported, with the construct that stops them
  /// (LANGUAGE.md, "Swift export", lists these).
  static let notExportable = [
    "actor-tasks.dep": "a Task { } in an actor's code cannot be exported",
    "dependencies-of-dependencies.dep": "the record 'Parent' cannot be exported",
    "prepare.dep": "'why' cannot be exported",
    "scopes.dep": "'why' cannot be exported",
    "test-store-with-exhaustivity.dep": "a test store's withExhaustivity method cannot be exported",
    "why.dep": "'why' cannot be exported",
    "xctest-throws-error.dep": "a closure with parameters cannot be exported",
    "07-structured-concurrency.md": "reading the async let 'a' inside a closure cannot be exported",
    "12-caching-and-dependencies-of-dependencies.md": "the record 'Client' cannot be exported",
  ]

  /// Every golden script and lesson, and those of them with a committed export.
  static let sources = ExportedSource.goldenScripts + ExportedSource.allLessons
  static let exported = sources.filter { $0.committedExport != nil }

  /// The committed export is what `depplay swift` prints now; a script without one fails
  /// to export with the construct listed in ``notExportable``. `./dev exports` regenerates.
  @Test(arguments: sources)
  func exportIsCurrent(_ source: ExportedSource) throws {
    let text = try source.text()
    let map = try source.map()
    if let url = source.committedExport {
      let committed = try String(contentsOf: url, encoding: .utf8)
      #expect(
        try SwiftExporter.export(source: text, file: source.file, map: map) == committed,
        "stale: run ./dev exports")
    } else {
      let error = #expect(throws: ExportError.self, "\(source.file) exports now: ./dev exports") {
        try SwiftExporter.export(source: text, file: source.file, map: map)
      }
      let expected = Self.notExportable[source.file] ?? "(not in notExportable)"
      #expect(error?.diagnostic.message.hasPrefix(expected) == true, "\(source.file)")
    }
  }

  /// The compiled export prints exactly what the interpreter prints, and exits the same way.
  @Test(arguments: exported)
  func exportPrintsTheSame(_ source: ExportedSource) async throws {
    let result = await Session().run(
      source: try source.text(), file: source.file, map: try source.map())
    let expected = TerminalRenderer(colored: false).render(result).standardOutput
    let run = try await Self.runExport(source.name)
    #expect(run.output == expected, "\(source.file): the export prints differently")
    let failed: Bool = if case .succeeded = result.status { false } else { true }
    #expect(run.status == (failed ? 1 : 0))
  }

  /// Runs the built `exported-NAME` program (SwiftPM builds it: a test dependency), waiting
  /// on a dispatch thread so that the concurrency pool (two threads on two cores) stays free
  /// for the tests that run meanwhile.
  static func runExport(_ name: String) async throws -> (output: String, status: Int32) {
    try await run(binary("exported-\(name)"), arguments: [])
  }

  /// Runs `executable` with `arguments` (waiting on a dispatch thread, as ``runExport(_:)``
  /// says why) and returns its standard output and exit status.
  static func run(_ executable: URL, arguments: [String]) async throws
    -> (output: String, status: Int32)
  {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { try runBlocking(executable, arguments: arguments) })
      }
    }
  }

  /// Runs the program and waits for it; one that hangs is killed after a minute.
  private static func runBlocking(_ executable: URL, arguments: [String]) throws
    -> (output: String, status: Int32)
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let id = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(60)) {
      if process.isRunning { kill(id, SIGKILL) }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  static func binary(_ name: String) -> URL {
    let bundles = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for directory in bundles + [Bundle.main.bundleURL] {
      let url = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
      ".build/debug/\(name)")
  }
}
