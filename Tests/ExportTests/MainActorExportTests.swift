import DepplayLanguage
import Testing

/// `@MainActor` in the export: the attribute itself in a plain export (whose statements run
/// on the main actor, as a Swift file's top level does), a comment in the default one; no
/// `script.settle()` after main-actor statements, where the interpreter does not park.
@Suite struct MainActorExportTests {
  static let source = """
    @MainActor
    final class Model {
      func start() async {
        Task { print("task") }
        print("goes on")
      }
    }
    @MainActor
    enum App { static let shared = 1 }
    @MainActor func greet() -> String { "hi" }
    await Model().start()
    Task { @MainActor in print(greet()) }
    print(greet(), App.shared)
    """

  @Test func aPlainExportWritesTheAttribute() throws {
    let swift = try SwiftExporter.export(source: Self.source, file: "actors.dep", style: .plain)
    #expect(swift.contains("@MainActor\nfinal class Model"))
    #expect(swift.contains("@MainActor\nenum App {\n  static let shared = 1\n}"))
    #expect(swift.contains("@MainActor\nfunc greet() -> String {"))
    #expect(swift.contains("Task { @MainActor in\n    print(greet())\n  }"))
  }

  @Test func theDefaultExportKeepsItAsACommentAndDoesNotSettleInMainActorCode() throws {
    let swift = try SwiftExporter.export(source: Self.source, file: "actors.dep")
    #expect(!swift.contains("\n@MainActor"))
    #expect(!swift.contains("{ @MainActor in"))
    #expect(swift.contains("// @MainActor in the script: depplay runs the closure on the script's"))
    #expect(swift.contains("// @MainActor: run on the script's executor (depplay)\nfinal class"))
    let start = try #require(swift.range(of: "func start() async {"))
    let end = try #require(swift[start.upperBound...].range(of: "\n  }\n"))
    #expect(!swift[start.upperBound..<end.lowerBound].contains("script.settle()"))
  }
}
