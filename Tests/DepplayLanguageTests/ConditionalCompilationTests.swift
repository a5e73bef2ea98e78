import DepplayLanguage
import Testing

/// `#if` keeps the clause a debug build of the script compiles, wherever Swift allows it
/// (`Golden/conditional-compilation.dep`); an inactive clause is parsed but not checked.
@Suite struct ConditionalCompilationTests {
  static func output(_ source: String) async -> [String] {
    await Session().run(source: source, file: "x.dep").output
  }

  /// Each condition, and what a debug build with Swift 6.3 (Swift 6 mode) on Linux makes of it.
  @Test(arguments: [
    ("DEBUG", true), ("RELEASE", false), ("!DEBUG", false), ("true", true),
    ("DEBUG && FLAG", false), ("FLAG || DEBUG", true), ("FLAG && DEBUG || DEBUG", true),
    ("!(DEBUG && !FLAG)", false), ("os(Linux)", true), ("os(iOS)", false),
    ("canImport(Foundation)", true), ("canImport(ComposableArchitecture)", true),
    ("canImport(UIKit)", false), ("swift(>=6.3)", true), ("swift(>=6.4)", false),
    ("swift(<6)", false), ("compiler(>=6)", true), ("compiler(>=7.0.1)", false),
  ])
  func aConditionIsWhatADebugBuildMakesOfIt(_ condition: String, _ holds: Bool) async {
    let printed = await Self.output("#if \(condition)\nprint(1)\n#else\nprint(2)\n#endif")
    #expect(printed == [holds ? "1" : "2"])
  }

  @Test func theFirstClauseThatHoldsIsCompiled() async {
    let printed = await Self.output(
      "#if FLAG\nprint(1)\n#elseif DEBUG\nprint(2)\n#elseif true\nprint(3)\n#else\nprint(4)\n#endif"
    )
    #expect(printed == ["2"])
  }

  /// In a type's members, a key type's, a function's statements, and nested.
  @Test func anIfWorksInMembersStatementsAndNested() async {
    let printed = await Self.output(
      """
      struct Level: Sendable {
        var name: String
      }
      extension Level: DependencyKey {
        #if !DEBUG
          static let liveValue = Level(name: "quiet")
        #elseif os(Linux) || os(macOS)
          static let liveValue = Level(name: "verbose")
        #endif
      }
      struct Box {
        #if DEBUG
          var size = 1
        #endif
        func run() {
          #if FLAG
            print("flag")
          #else
            #if os(Linux)
              print("linux", size)
            #endif
          #endif
        }
      }
      @Dependency(Level.self) var level
      print(level.name)
      Box().run()
      """)
    #expect(printed == ["verbose", "linux 1"])
  }

  /// Swift does not type-check a clause it does not compile, nor does depplay.
  @Test func anInactiveClauseIsNotChecked() async {
    let printed = await Self.output(
      "#if RELEASE\nprint(nothingNamedSo)\nlet x: Int = \"no\"\n#endif\nprint(\"ran\")")
    #expect(printed == ["ran"])
  }

  /// Line numbers stay the script's: an error after an `#if` is at its own line.
  @Test func placesAfterAnIfAreTheScripts() async throws {
    try await MarkedScript(
      marked: "#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif\nprint(⏵missing)"
    ).expectError("cannot find 'missing' in scope", malformed: true)
  }

  @Test(arguments: [
    "#if ⏵arch(arm64)\nprint(1)\n#endif",
    "#if DEBUG && ⏵targetEnvironment(simulator)\nprint(1)\n#endif",
    "#if ⏵hasFeature(Embedded)\nprint(1)\n#endif",
  ])
  func anUnsupportedConditionIsRefusedByName(_ marked: String) async throws {
    let diagnostic = try await MarkedScript(marked: marked).expectError(
      "in '#if' is not supported yet", malformed: true)
    #expect(diagnostic.message.hasPrefix("the condition '"))
  }

  /// The export writes the compiled clause: what a debug build of the exported program runs.
  @Test func theExportWritesTheCompiledClause() throws {
    let swift = try SwiftExporter.export(
      source: "#if DEBUG\nprint(\"debug\")\n#else\nprint(\"release\")\n#endif", file: "x.dep")
    #expect(swift.contains("print(\"debug\")"))
    #expect(!swift.contains("release"))
    #expect(!swift.contains("#if"))
  }
}
