import DepplayLanguage
import Testing

/// A top-level `let`, `var` or `func` may have an access modifier, as a Swift file's
/// declarations may (`private let decoder: JSONDecoder = { … }()`): a script is one file, so
/// each stays visible to the whole script. Inside a block it is Swift's error.
@Suite struct FileScopeAccessTests {
  @Test func aTopLevelDeclarationMayHaveOne() async {
    let result = await runScript(
      """
      private let base = 40
      fileprivate var step = 1
      public let label: String = {
        let name = "answer"
        return name.uppercased()
      }()
      private func double(_ number: Int) -> Int { number * 2 }
      step += 0
      print(label, base + double(step))

      """, file: "access.swift")
    #expect(result.output == "ANSWER 42\n", "\(result.errors)")
  }

  @Test func oneInsideABlockIsStillRefused() async throws {
    try await MarkedScript(marked: "func f() {\n  ⏵private let x = 1\n  print(x)\n}\nf()\n")
      .expectError(
        "attribute 'private' can only be used in a non-local scope", malformed: true)
  }

  @Test func theExportWritesThemBack() throws {
    let script =
      "private let base = 40\nprivate func answer(_ n: Int) -> Int { n + 2 }\nprint(answer(base))\n"
    for style in [SwiftExporter.Style.deterministic, .plain] {
      let swift = try SwiftExporter.export(source: script, file: "access.swift", style: style)
      #expect(swift.contains("func answer(_ n: Int) -> Int"))
      #expect(swift.contains("let base = 40"))
    }
  }
}
