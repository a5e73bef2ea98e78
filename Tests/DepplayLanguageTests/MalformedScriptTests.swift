import DepplayLanguage
import Testing

/// Malformed and hostile scripts: each is refused (or stopped) with a message at a place.
/// `⏵` marks where the error must point; it is removed before the script runs.
@Suite struct MalformedScriptTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var source: String
    var message: String
    var malformed = true
    var testDescription: String { message }
  }

  static let prelude =
    "dependency full { live: 1, test: 3 }\nclass Feature { @Dependency(\\.full) var full\n func show() { print(full) } }\n"

  static let cases: [Case] = [
    Case(source: "print(\"abc)⏵", message: "expected '\"' to end string literal"),
    Case(source: "⏵/* never closed", message: "unterminated '/*' comment"),
    Case(source: "print(#⏵)", message: "expected identifier in macro expansion"),
    Case(source: "let x = ⏵99999999999999999999999", message: "overflows Int"),
    Case(source: "print(\"a⏵\\q\")", message: "invalid escape sequence"),
    Case(source: "print(\"\\(⏵)\")", message: "empty string interpolation"),
    Case(source: "print(⏵ful)", message: "cannot find 'ful' in scope"),
    Case(source: "let f = ⏵Featur()", message: "cannot find 'Featur' in scope"),
    Case(
      source: "⏵withDependecies { $0.full = 1 } operation: { }",
      message: "cannot find 'withDependecies' in scope"),
    Case(
      source: "withDependencies { $0.full = 1 }⏵ { }",
      message: "consecutive statements on a line must be separated by newline or ';'"),
    Case(
      source: "withDependencies⏵ operation: { }",
      message: "consecutive statements on a line must be separated by newline or ';'"),
    Case(source: "⏵$0.full = 3", message: "'$0' is only available in an update closure"),
    Case(source: "print(⏵$0)", message: "'$0' is only available in an update closure"),
    Case(source: "let t = Task { await ⏵t.value }", message: "used inside its own initial value"),
    Case(
      source: "withDependencies { $0.full = ⏵await full } operation: { }",
      message: "'await' in a function that does not support concurrency"),
    Case(
      source: "DispatchQueue.global().async { ⏵await full }",
      message: "'await' in a function that does not support concurrency"),
    Case(source: "Thread { print(1) }⏵", message: "expected '.start()'"),
    Case(source: "DispatchQueue.⏵background.async { }", message: "unknown queue 'background'"),
    Case(source: "DispatchQueue.global().⏵asink { }", message: "unknown dispatch method 'asink'"),
    Case(
      source: "DispatchQueue.main.asyncAfter(deadline: ⏵.distantFuture) { }",
      message: "this deadline of 'asyncAfter' is not supported yet"),
    Case(source: "context ⏵staging", message: "unknown context 'staging'"),
    Case(source: "build ⏵fast", message: "unknown build configuration 'fast'"),
    Case(source: "dependency ⏵x { }", message: "needs a 'live:' or a 'test:' value"),
    Case(source: "dependency x { ⏵lve: 1 }", message: "unknown value 'lve'"),
    Case(source: "dependency x { live: 1, ⏵live: 2 }", message: "'live' is given twice"),
    Case(source: "dependency x { live: 1 ⏵test: 2 }", message: "unexpected code 'test: 2'"),
    Case(source: "⏵why nothing", message: "unknown dependency 'nothing'"),
    Case(
      source: "class A { ⏵static var x = 1 }",
      message: "this member of a class ('static var x = 1') is not supported yet"),
    Case(source: "class A { ⏵@Dependency(\\.nope) var n }", message: "unknown dependency 'nope'"),
    Case(
      source: "do { ⏵func f() { } }",
      message: "a function inside a block ('func f') is not supported yet"),
    Case(
      source: "@Test(.dependency(⏵\\.fll, 1)) func t() { }", message: "unknown dependency 'fll'"),
    Case(source: "@Test(⏵.tags(1)) func t() { }", message: "unknown test trait"),
    Case(
      source: "⏵@Test func t(n: Int) { }",
      message: "takes parameters but '@Test' gives no 'arguments:'"),
    Case(source: "print(1 ⏵2)", message: "unexpected code '2' in function call"),
    Case(source: "print(1)⏵)", message: "unexpected code ')' in source file"),
    Case(source: "let ⏵= 3", message: "expected pattern in variable"),
    Case(source: "let x ⏵3", message: "expected '=' in variable"),
    Case(source: "Task { print(1) ⏵", message: "expected '}' to end closure"),
    Case(
      source: String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200),
      message: "nesting too deep"),
    Case(source: "let x = [1, 2⏵", message: "expected ']' to end array"),
    Case(source: "for i ⏵of 0..<3 { }", message: "expected 'in' in 'for' statement"),
    Case(
      source: "let g = ⏵withTaskGroup(of: Void.self) { group in }",
      message: "'withTaskGroup' needs 'await'"),
    // Built-ins, clocks and async methods.
    Case(
      source: "class M { func f() { ⏵await g() }\n func g() async { } }",
      message: "'await' in a function that does not support concurrency"),
    Case(source: "print(⏵$1)", message: "cannot find '$1' in scope"),
    Case(
      source: "DispatchQueue.global().async { ⏵context test }", message: "use them at the top level"
    ),
    Case(
      source: "withDependencies { $0.full = 1 } operation: { ⏵group.addTask { } }",
      message: "cannot find 'group' in scope"),
    // Runtime misuse: the script runs, then stops with an error at the place.
    Case(
      source: "let f = Feature()\n⏵f.shw()", message: "Feature has no method 'shw'",
      malformed: false),
    Case(
      source: "let x = ⏵full + \"a\"", message: "cannot apply '+' to Int and String",
      malformed: false),
    Case(
      source: "withDependencies { ⏵$0.full = \"seven\" } operation: { }",
      message: "cannot assign a value of type String to 'full'", malformed: false),
    Case(
      source: "class L { func loop() { ⏵loop() } }\nL().loop()", message: "calls nested too deeply",
      malformed: false),
    Case(source: "let x = ⏵1 / 0", message: "division by zero", malformed: false),
    Case(
      source: "let a = API(url: \"x\")\nprint(⏵a.uri)", message: "API has no field 'uri'",
      malformed: false),
    Case(
      source: "DispatchQueue.main.async { ⏵DispatchQueue.main.sync { } }", message: "deadlocks",
      malformed: false),
    Case(
      source: "⏵for i in 3 { }", message: "cannot loop over a value of type Int", malformed: false),
    Case(
      source: "let clock = TestClock()\nTask { try await ⏵clock.sleep(for: .seconds(1)) }",
      message: "never finished: it waits for clock.sleep(for: 1.0 seconds) on a TestClock",
      malformed: false),
    Case(
      source: "let c = TestClock()\n⏵c.advance(by: .seconds(1))",
      message: "methods suspend: call them with 'await'", malformed: false),
    Case(
      source: "let c = ImmediateClock()\nawait ⏵c.advance(by: .seconds(1))",
      message: "only a TestClock can be advanced", malformed: false),
    Case(
      source: "let c = TestClock()\nawait ⏵c.rewind()", message: "unknown clock call",
      malformed: false),
    Case(
      source: "withRandomNumberGenerator { ⏵withRandomNumberGenerator { 1 } }",
      message: "called again inside its own closure", malformed: false),
    Case(
      source: "let r = ⏵Int.random(in: 1...6)",
      message: "Int.random needs the dependency's generator", malformed: false),
    Case(source: "let d = ⏵Date(seconds: 1)", message: "no such initializer", malformed: false),
    Case(
      source: "let z = ⏵TimeZone(secondsFromGMT: 90000)", message: "is not a valid TimeZone",
      malformed: false),
    Case(
      source: "let c = Calendar(⏵identifier: .mayan)", message: "unknown calendar", malformed: false
    ),
    Case(
      source: "withDependencies { ⏵$0.uuid = 5 } operation: { }",
      message: "cannot assign a value of type Int to 'uuid'", malformed: false),
    Case(
      source: "withDependencies { ⏵$0.date.now = 5 } operation: { }",
      message: "cannot set 'now' of a DateGenerator", malformed: false),
    Case(source: "let u = ⏵uuid(1)", message: "cannot be called like this", malformed: false),
    Case(
      source: "class M { func load() async { } }\nlet m = M()\n⏵m.load()",
      message: "is async: call it with 'await'", malformed: false),
    Case(
      source: "dependency broken { live: Parent(n: ⏵1 / 0) }\nprint(broken)",
      message: "division by zero", malformed: false),
    // The store layer: features, stores, effects.
    Case(
      source: "struct ⏵F: Reducer { struct State { var n = 0 } }",
      message: "feature 'F' has no enum Action { … }, var body"),
    Case(
      source: "struct ⏵F: Collection { }",
      message:
        "a struct that conforms to a protocol other than Equatable, Hashable, Comparable, Identifiable, Sendable, CustomStringConvertible, Codable and RandomNumberGenerator"
    ),
    Case(
      source: "struct F: Reducer { ⏵mutating func f() { } }",
      message: "a 'mutating' method in a feature ('func f' in 'F') is not supported yet"),
    Case(
      source: "@Reducer struct F { private func helper(state: ⏵inout Int) async -> Int { 0 } }",
      message: "an 'inout' parameter ('state: inout Int') here is not supported yet"),
    Case(source: Self.feature + "⏵state.n = 1", message: "cannot find 'state' in scope"),
    Case(source: "switch 1 { ⏵case 1: }", message: "a case needs at least one statement"),
    Case(
      source: Self.feature + "let a = ⏵.loaded()", message: "the action '.loaded' takes 1 value(s)",
      malformed: false),
    Case(
      source: "switch 3 { case 1: print(1) }".replacingOccurrences(of: "3", with: "⏵3"),
      message: "no case of the switch matches 3", malformed: false),
    Case(
      source: Self.feature + "let s = Store(initialState: F.State()) { F() }\ns.send(⏵1)",
      message: "expected an action, not a value of type Int", malformed: false),
    Case(
      source: Self.feature
        + "let s = TestStore(initialState: F.State()) { F() }\n⏵s.send(.tap)",
      message: "send on a test store is async: call it with 'await'", malformed: false),
    Case(
      source: "struct G: Reducer { struct State { var n = 0 }\n enum Action { case tap }\n"
        + " var body: some ReducerOf<Self> { Reduce ⏵{ state, action in state.n = 1 } } }\n"
        + "let s = Store(initialState: G.State()) { G() }\ns.send(.tap)",
      message: "a reducer returns an effect", malformed: false),
    Case(
      source: Self.feature + "let s = Store(initialState: F.State(⏵m: 1)) { F() }",
      message: "F.State has no field 'm'", malformed: false),
  ]

  /// A small feature for the store layer's cases.
  static let feature = """
    struct F: Reducer {
      struct State { var n = 0 }
      enum Action { case tap, loaded(Int) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          return .none
        }
      }
    }

    """

  @Test(arguments: cases)
  func refused(_ testCase: Case) async throws {
    try await MarkedScript(marked: Self.prelude + testCase.source).expectError(
      testCase.message, malformed: testCase.malformed)
  }

  @Test func misspeltNamesSuggestTheNearestOne() async {
    let result = await Session().run(source: Self.prelude + "print(ful)", file: "x.dep")
    guard case .malformed(let diagnostic) = result.status else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(diagnostic.notes.contains("did you mean 'full'?"))
  }

  /// Each loop pass is a statement of the budget: an endless `while` stops too.
  @Test(arguments: ["for i in 0..<10000 { let x = i }", "var n = 0\nwhile true { n += 1 }"])
  func tooManyStatementsStopWithAnError(source: String) async {
    var options = Session.Options()
    options.limits.statementBudget = 1_000
    let result = await Session(options: options).run(source: source, file: "x.dep")
    let messages = result.events.compactMap { event -> String? in
      if case .error(let diagnostic, _) = event { return diagnostic.message }
      return nil
    }
    #expect(messages.first?.contains("statement budget") == true)
  }
}
