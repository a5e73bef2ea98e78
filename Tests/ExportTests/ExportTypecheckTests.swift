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

  /// `swiftc -typecheck`'s diagnostics for `swift` (empty when it compiles).
  static func typecheck(_ swift: String) throws -> String {
    let modules = try #require(modules, "the built modules were not found")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("typecheck-\(UUID().uuidString).swift")
    try Data(swift.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? text : "exit \(process.terminationStatus): \(text)"
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
}
