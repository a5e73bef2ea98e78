import DepplayLanguage
import Foundation
import Testing

/// The differential proof: every golden script's committed Swift export is current, and,
/// compiled and run, prints byte for byte what the interpreter prints for the script.
@Suite struct DifferentialTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  static let golden = tests.appendingPathComponent("DepplayLanguageTests/Golden")
  static let exports = tests.appendingPathComponent("ExportedPrograms")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []
    return names.filter { $0.hasSuffix(".dep") }.map { String($0.dropLast(4)) }.sorted()
  }

  static var exported: [String] { scripts.filter { exportURL($0) != nil } }

  static func exportURL(_ name: String) -> URL? {
    let url = exports.appendingPathComponent("\(name)/main.swift")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  static func source(_ name: String) throws -> String {
    try String(contentsOf: golden.appendingPathComponent("\(name).dep"), encoding: .utf8)
  }

  /// The committed export is what `depplay swift` prints now; a script without one cannot
  /// be exported. Run `./dev exports` to regenerate.
  @Test(arguments: scripts)
  func exportIsCurrent(_ name: String) throws {
    let text = try Self.source(name)
    if let url = Self.exportURL(name) {
      let committed = try String(contentsOf: url, encoding: .utf8)
      #expect(
        try SwiftExporter.export(source: text, file: "\(name).dep") == committed,
        "stale: run ./dev exports")
    } else {
      #expect(throws: ExportError.self, "\(name).dep exports now: run ./dev exports") {
        try SwiftExporter.export(source: text, file: "\(name).dep")
      }
    }
  }

  /// The compiled export prints exactly what the interpreter prints, and exits the same way.
  @Test(arguments: exported)
  func exportPrintsTheSame(_ name: String) async throws {
    let text = try Self.source(name)
    let result = await Session().run(source: text, file: "\(name).dep")
    let expected = TerminalRenderer(colored: false).render(result).standardOutput
    let run = try Self.runExport(name)
    #expect(run.output == expected)
    let failed: Bool = if case .succeeded = result.status { false } else { true }
    #expect(run.status == (failed ? 1 : 0))
  }

  /// Runs the built `exported-NAME` program (SwiftPM builds it: a test dependency).
  static func runExport(_ name: String) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = binary("exported-\(name)")
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
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
