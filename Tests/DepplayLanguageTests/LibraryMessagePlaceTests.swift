import DepplayLanguage
import Testing

/// The store layer's messages and provenance name the script's place: the line of the
/// `ifLet`, `forEach`, `Store`, `TestStore` or `.dependency` in the script, never the
/// interpreter's Swift source, whose `#fileID`/`#line` defaults the library would otherwise
/// capture.
@Suite struct LibraryMessagePlaceTests {
  /// The 1-based line of `script` whose text contains `needle`.
  static func line(of needle: String, in script: String) throws -> Int {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(needle) }) + 1
  }

  static func issues(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .issue(_, _, let message, _, _) = event { return message }
      return nil
    }
  }

  static func provenances(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .valueResolved(_, _, let kept, _, _) = event, let provenance = kept.provenance {
        return provenance.description
      }
      return nil
    }
  }

  @Test func anIfLetNamesItsLineInTheScript() async throws {
    let script =
      PresentationLanguageTests.features + """
        let drafts = Store(initialState: Drafts.State()) { Drafts() }
        await drafts.send(.editor(.appeared)).finish()
        let notes = Store(initialState: Notes.State()) { Notes() }
        await notes.send(.editor(.presented(.appeared))).finish()
        """
    let result = await Session().run(source: script, file: "presentation.dep")
    let issues = Self.issues(result)
    let optional = try Self.line(of: ".ifLet(\\.editor", in: script)
    let presented = try Self.line(of: ".ifLet(\\.$editor", in: script)
    #expect(issues.contains { $0.contains("An \"ifLet\" at \"presentation.dep:\(optional)\"") })
    #expect(issues.contains { $0.contains("An \"ifLet\" at \"presentation.dep:\(presented)\"") })
    #expect(!issues.contains { $0.contains(".swift") }, "\(issues)")
  }

  @Test func aStackForEachNamesItsLineInTheScript() async throws {
    let script =
      "context test\n" + StackLanguageTests.features + StackLanguageTests.store
      + "store.send(.path(.element(id: 7, action: .appeared)))\n"
    let result = await Session().run(source: script, file: "stack.dep")
    let line = try Self.line(of: ".forEach(\\.path", in: script)
    let issues = Self.issues(result)
    #expect(issues.contains { $0.contains("A \"forEach\" at \"stack.dep:\(line)\"") }, "\(issues)")
    #expect(!issues.contains { $0.contains(".swift") })
  }

  @Test func storeOverridesAndReducerOverridesNameTheirLines() async throws {
    let script = """
      dependency full { live: 1, preview: 2, test: 3 }
      struct Reader: Reducer {
        struct State: Equatable {}
        enum Action: Equatable { case read }
        @Dependency(\\.full) var full
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            print(full)
            return .none
          }
        }
      }
      let store = Store(initialState: Reader.State()) { Reader() } withDependencies: { $0.full = 7 }
      store.send(.read)
      let modified = Store(initialState: Reader.State()) { Reader().dependency(\\.full, 9) }
      modified.send(.read)
      let tested = TestStore(initialState: Reader.State()) { Reader() } withDependencies: {
        $0.full = 8
      }
      await tested.send(.read)
      """
    let result = await Session().run(source: script, file: "stores.dep")
    let provenances = Self.provenances(result)
    #expect(
      provenances.contains {
        $0.hasPrefix("overridden by Store(withDependencies:) at stores.dep:13:")
      },
      "\(provenances)")
    #expect(provenances.contains { $0.contains(".dependency at stores.dep:15:") }, "\(provenances)")
    #expect(
      provenances.contains { $0.contains("TestStore(withDependencies:) at stores.dep:17:") },
      "\(provenances)")
    #expect(!provenances.contains { $0.contains(".swift") }, "\(provenances)")
  }
}
