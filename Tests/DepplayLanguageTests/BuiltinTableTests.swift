import Testing

@testable import DepplayLanguage

/// The table of built-ins (``Builtin``) is the one list of the language's own names: the
/// checker, the evaluator, the exporter and completion read it, so they cannot disagree.
@Suite("Built-in table")
struct BuiltinTableTests {
  @Test(
    arguments: Builtin.named.keys.sorted().filter {
      !["print", "expect"].contains($0) && TestCheck(rawValue: $0) == nil
    })
  func theCheckerKnowsEveryBuiltin(_ name: String) throws {
    let source = SourceFile(name: "names.dep", text: "let x = \(name)")
    _ = try Checker.check(try ScriptParser.parse(source), source: source, names: .builtins)
  }

  @Test func completionOffersEveryBuiltinThatIsNotAKey() {
    #expect(Builtin.languageNames.isSubset(of: Set(Session.vocabulary)))
    #expect(Builtin.languageNames.isDisjoint(with: Builtin.keys.keys))
  }

  /// The store layer's names are the table's like any other: a typo of one gets it as a
  /// did-you-mean, and completion offers it.
  @Test func theStoreLayersNamesAreInTheTable() throws {
    for name in ["Store", "TestStore", "Reduce", "Scope"] {
      let isStoreLayer = if case .storeLayer? = Builtin.named[name]?.kind { true } else { false }
      #expect(isStoreLayer, "\(name)")
      #expect(Session.vocabulary.contains(name))
    }
    let source = SourceFile(name: "typo.dep", text: "let store = TestStor()")
    let error = #expect(throws: CheckError.self) {
      try Checker.check(try ScriptParser.parse(source), source: source, names: .builtins)
    }
    #expect(error?.diagnostic.notes.contains { $0.contains("'TestStore'") } == true)
  }

  @Test func aSessionStartsWithEveryBuiltinKey() async {
    let keys = Builtin.keys.keys.sorted().map { "why \($0)" }.joined(separator: "\n")
    let result = await Session().run(source: keys, file: "keys.dep")
    let succeeded = if case .succeeded = result.status { true } else { false }
    #expect(succeeded)
  }

  /// One initializer decides validity for both: the interpreter refuses the value at run time,
  /// the exporter refuses to write it (it would be a failable initializer's `nil`).
  @Test func theInterpreterAndTheExporterRefuseTheSameInvalidLiteral() async throws {
    let text = "let zone = TimeZone(secondsFromGMT: 90000)"
    let result = await Session().run(source: text, file: "zone.dep")
    #expect(
      result.events.contains {
        if case .error(let diagnostic, _) = $0 {
          diagnostic.message.hasSuffix("is not a valid TimeZone")
        } else {
          false
        }
      })
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: text, file: "zone.dep")
    }
    #expect(error?.diagnostic.message.contains("valid literal") == true)
    let valid = try SwiftExporter.export(
      source: "let zone = TimeZone(secondsFromGMT: 3600)", file: "zone.dep")
    #expect(valid.contains("TimeZone(secondsFromGMT: 3600)!"))
  }

  /// An initializer the table does not declare is refused by both, never exported as Swift
  /// that does not compile.
  @Test func anInitializerATypeLacksIsRefusedByBoth() async {
    let text = "let d = Date(seconds: 1)"
    let result = await Session().run(source: text, file: "date.dep")
    #expect(
      result.events.contains {
        if case .error(let diagnostic, _) = $0 {
          diagnostic.message.hasPrefix("no such initializer")
        } else {
          false
        }
      })
    #expect(throws: ExportError.self) { try SwiftExporter.export(source: text, file: "date.dep") }
  }
}
