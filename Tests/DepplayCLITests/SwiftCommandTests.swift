import Foundation
import Testing

/// `depplay swift FILE`: the program on standard output, diagnostics and exit codes.
@Suite struct SwiftCommandTests {
  func script(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-\(UUID().uuidString).dep")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func printsTheProgram() throws {
    let file = try script("dependency full { live: 1 }\nprint(full)\n")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("enum FullKey: DependencyKey {\n  static let liveValue = 1\n}"))
    #expect(outcome.output.hasSuffix("  @Dependency(\\.full) var full\n  print(full)\n}\n"))
    #expect(outcome.error == "")
  }

  @Test func aConstructWithoutExportSaysWhereAndExits65() throws {
    let file = try script("dependency full { live: 1 }\nwhy full\n")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 65)
    #expect(outcome.output == "")
    #expect(outcome.error.hasPrefix("\(file):2:1: error: 'why' cannot be exported: "))
  }

  @Test func aMalformedScriptExits65() throws {
    let file = try script("print(nope)\n")
    let outcome = try CommandLineTests().run(["swift", file])
    #expect(outcome.status == 65)
    #expect(outcome.error.contains("cannot find 'nope' in scope"))
  }

  @Test func usage() throws {
    #expect(try CommandLineTests().run(["swift"]).status == 64)
    #expect(try CommandLineTests().run(["swift", "/nonexistent.dep"]).status == 64)
  }
}
