import Testing

@testable import DepplayLanguage

/// The evaluator gives each name the meaning the checker resolved (and the exporter writes),
/// never one it finds by looking the name up as the code runs: code keeps its own program's
/// meanings even when a later program of the session declares the same name.
@Suite("The evaluator runs what the checker resolved")
struct ResolvedEvaluationTests {
  @Test("a closure made before a local named like a key keeps reading the key")
  func aClosureMadeBeforeALocalOfTheKeysNameReadsTheKey() {
    let result = Session().run(
      source: """
        dependency full { live: 1, test: 3 }
        let show = { print(full) }
        let full = 5
        print(full)
        show()
        """, file: "shadow.dep")
    #expect(Self.outputs(result) == ["5", "1"])
  }

  @Test("a method sees the names around its class; its property hides the key of its name")
  func aMethodSeesTopLevelNamesAndItsPropertyHidesTheKey() {
    let result = Session().run(
      source: """
        dependency full { live: 1, test: 3 }
        let greeting = "hi"
        class Feature {
          @Dependency(\\.full) var full
          func show() { print(greeting, full) }
        }
        let full = 5
        withDependencies { $0.full = 7 } operation: { Feature().show() }
        """, file: "method.dep")
    #expect(Self.isSuccess(result))
    #expect(Self.outputs(result) == ["hi 7"])
  }

  @Test("a closure run in a later execution keeps its own program's meanings")
  func aClosureKeepsItsProgramsMeaningsInALaterExecution() {
    let session = Session()
    let first = session.execute(
      source: """
        dependency full { live: 1, test: 3 }
        let x = 10
        let show = { print(x, full) }
        """, file: "first.dep")
    #expect(Self.isSuccess(first))
    let second = session.execute(
      source: "let x = 20\nlet full = 5\nshow()\nprint(x, full)", file: "second.dep")
    #expect(Self.outputs(second) == ["10 1", "20 5"])
  }

  @Test("a key's default computed in a later execution reads its own program's names")
  func aKeysDefaultKeepsItsProgramsMeaningsInALaterExecution() {
    let session = Session()
    let first = session.execute(
      source: "let base = 10\ndependency next { live: base + 1, test: 0 }", file: "first.dep")
    #expect(Self.isSuccess(first))
    let second = session.execute(source: "let base = 20\nprint(next)", file: "second.dep")
    #expect(Self.outputs(second) == ["11"])
  }

  @Test("a method declared in one execution reads the key its program meant in a later one")
  func aMethodKeepsItsProgramsMeaningsInALaterExecution() {
    let session = Session()
    let first = session.execute(
      source: """
        dependency full { live: 1, test: 3 }
        class Feature { func show() { print(full) } }
        """, file: "first.dep")
    #expect(Self.isSuccess(first))
    let second = session.execute(
      source: "let full = 5\nFeature().show()\nprint(full)", file: "second.dep")
    #expect(Self.outputs(second) == ["1", "5"])
  }

  @Test("a local named like a name of the store layer hides it, for the checker and the evaluator")
  func aLocalHidesAStoreLayerName() {
    let result = Session().run(
      source: "let Store = { print(\"mine\") }\nStore()", file: "store.dep")
    #expect(Self.isSuccess(result))
    #expect(Self.outputs(result) == ["mine"])
  }

  static func outputs(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .output(let text, _, _, _) = event { return text }
      return nil
    }
  }

  static func isSuccess(_ result: ExecutionResult) -> Bool {
    if case .succeeded = result.status { return true }
    return false
  }
}
