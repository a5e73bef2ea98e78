import DepplayLanguage
import Testing

/// Top-level functions as a Swift script has them: labels, `_`, defaults, `async`, `throws`,
/// recursion, calls before the declaration, the dependencies in force at the call; Swift's
/// errors in swiftc's words (6.3, Swift 6 mode) and what depplay does not run refused by name.
@Suite struct TopLevelFunctionTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "funcs.dep")
  }

  @Test func fatalErrorStopsTheProgramWithItsMessage() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func grade(_ score: Int) -> String {
        if score >= 0 { return "ok" }
        fatalError("negative: \\(score)")
      }
      print(grade(1))
      print(grade(-2))
      print("not reached")
      """)
    #expect(!succeeded)
    #expect(output == "ok\n")
    #expect(errors.contains("funcs.dep:3:3: error: Fatal error: negative: -2"), "\(errors)")
  }

  @Test func labelsUnderscoresAndDefaultsBindTheArguments() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func describe(_ name: String, age years: Int, suffix: String = "!") -> String {
        "\\(name) is \\(years)\\(suffix)"
      }
      print(describe("Blob", age: 3))
      print(describe("Blob Jr", age: 1, suffix: "."))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "Blob is 3!\nBlob Jr is 1.\n")
  }

  @Test func aVariadicParameterTakesItsArgumentsAsAList() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func tag(_ label: String, values: Int..., suffix: String = "!") -> String {
        "\\(label) \\(values)\\(suffix)"
      }
      print(tag("a", values: 1, 2), tag("b"), tag("c", values: 3, suffix: "?"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "a [1, 2]! b []! c [3]?\n")
  }

  @Test func aFunctionIsCalledBeforeItsDeclarationAndCallsLaterOnes() async {
    let (output, errors, succeeded) = await Self.run(
      """
      print(outer(2))
      func outer(_ n: Int) -> Int { inner(n) + 1 }
      func inner(_ n: Int) -> Int { n * 10 }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "21\n")
  }

  @Test func recursionRunsAndEndlessRecursionStopsAtTheCallDepthLimit() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func fib(_ n: Int) -> Int {
        if n < 2 { return n }
        return fib(n - 1) + fib(n - 2)
      }
      print(fib(10))
      func down(_ n: Int) -> Int { down(n - 1) }
      print(down(3))
      """)
    #expect(!succeeded)
    #expect(output == "55\n")
    #expect(errors.contains("funcs.dep:6:30: error: calls nested too deeply"), "\(errors)")
  }

  @Test func aFunctionReadsTheDependenciesInForceAtTheCall() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency level { live: 1, test: 2 }
      func currentLevel() -> Int {
        @Dependency(\\.level) var level
        return level
      }
      struct Probe { func read() -> Int { currentLevel() } }
      print(currentLevel())
      withDependencies { $0.level = 5 } operation: {
        print(currentLevel(), Probe().read())
        let later = { currentLevel() }
        print(later())
      }
      let task = withDependencies { $0.level = 9 } operation: { Task { currentLevel() } }
      print(await task.value)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1\n5 5\n5\n9\n")
  }

  @Test func aReducerAndItsEffectCallFunctionsThatReadTheStoresDependencies() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency bonus { live: 10, test: 1 }
      func withBonus(_ n: Int) -> Int {
        @Dependency(\\.bonus) var bonus
        return n + bonus
      }
      func slowBonus(_ n: Int) async -> Int {
        withBonus(n)
      }
      struct Feature: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action: Equatable {
          case start
          case add(Int)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start:
              state.count = withBonus(state.count)
              return .run { send in
                await send(.add(await slowBonus(100)))
              }
            case let .add(n):
              state.count += n
              return .none
            }
          }
        }
      }
      let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: { $0.bonus = 5 }
      await store.send(.start) { $0.count = 5 }
      await store.receive(.add(105)) { $0.count = 110 }
      print(store.state.count)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "110\n")
  }

  @Test func aClassMethodCallsAFunctionAndAFunctionMakesAModel() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency level { live: 1, test: 2 }
      func doubled(_ n: Int) -> Int { n * 2 }
      class Feature {
        @Dependency(\\.level) var level
        func show() { print(doubled(level)) }
      }
      func make() -> Feature { withDependencies { $0.level = 4 } operation: { Feature() } }
      make().show()
      Feature().show()
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "8\n2\n")
  }

  @Test func anAsyncFunctionSuspendsAndIsCalledWithAwait() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func later(_ value: Int) async -> Int {
        let task = Task { value * 2 }
        return await task.value
      }
      print(await later(4))
      let task = Task { await later(5) }
      print(await task.value)
      print(later(1))
      """)
    #expect(!succeeded)
    #expect(output == "8\n10\n")
    #expect(errors.contains("funcs.dep:8:7: error: 'later' is async: call it with 'await'"))
  }

  @Test func aThrowingFunctionIsCalledWithTryAndItsErrorIsCaught() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Negative: Error {}
      func checked(_ value: Int) throws -> Int {
        guard value >= 0 else { throw Negative() }
        return value
      }
      do {
        print(try checked(3))
        print(try checked(-1))
      } catch {
        print("caught", error)
      }
      print(checked(1))
      """)
    #expect(!succeeded)
    #expect(output == "3\ncaught Negative()\n")
    #expect(errors.contains("funcs.dep:12:7: error: 'checked' throws: call it with 'try'"))
  }

  @Test func aDiscardedResultIsEvaluatedForItsEffect() async {
    let (output, errors, succeeded) = await Self.run(
      """
      func noisy() -> Int {
        print("ran")
        return 1
      }
      _ = noisy()
      _ = await Task { print("task ran") }.value
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "ran\n[Task 1] task ran\n")
  }

  @Test func aFunctionUsedAsAValueCallsItWithTheValuesInForceWhereItIsCalled() async {
    let (output, errors, succeeded) = await Self.run(
      """
      dependency number { live: 1, test: 3 }
      func add(_ x: Int) -> Int { x + number }
      func label(for n: Int, suffix: String) -> String { "\\(n)\\(suffix)" }
      let f = add
      print([1, 2].map(add), f(10))
      withDependencies { $0.number = 100 } operation: {
        print(f(10))
      }
      let g = label
      print(g(1, "st"))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[2, 3] 11\n110\n1st\n")
  }

  /// Each message as swiftc 6.3 prints it for the same file in Swift 6 mode.
  @Test(arguments: [
    (
      "var count = 0\nfunc bump() { count += 1 }",
      "2:15: error: main actor-isolated var 'count' can not be mutated from a nonisolated context"
    ),
    (
      "var count = 0\nfunc peek() -> Int { count }",
      "2:22: error: main actor-isolated var 'count' can not be referenced from a nonisolated context"
    ),
    (
      "func f(x: Int) {}\nf(y: 1)",
      "2:1: error: incorrect argument label in call (have 'y:', expected 'x:')"
    ),
    ("func f(x: Int) {}\nf()", "2:1: error: missing argument for parameter 'x' in call"),
    ("func f(x: Int) {}\nfunc f(x: Int) {}", "2:6: error: invalid redeclaration of 'f(x:)'"),
    (
      "func f(a: Int) {}\nfunc f(b: Int) {}\nf(c: 1)",
      "3:1: error: no exact matches in call to global function 'f'"
    ),
    (
      "func f(a: Int) {}\nfunc f(b: String) {}\nf(c: 1)",
      "3:1: error: incorrect argument label in call (have 'c:', expected 'a:')"
    ),
    (
      "struct P {\n  func m(a: Int) {}\n  func m(b: Int) {}\n}\nP().m(c: 1)",
      "5:1: error: no exact matches in call to instance method 'm'"
    ),
    (
      "struct P {\n  static func m(a: Int) {}\n  static func m(b: String) {}\n}\nP.m(c: 1)",
      "5:1: error: incorrect argument label in call (have 'c:', expected 'a:')"
    ),
    ("static func f() {}", "1:1: error: static methods may only be declared on a type"),
    ("mutating func f() {}", "1:1: error: 'mutating' is only valid on methods"),
  ])
  func swiftsErrorsAreSwiftsWords(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("funcs.dep:\(message)"), "\(errors)")
  }

  @Test(arguments: [
    (
      "func f<T, U>(_ x: T, _ y: U) where T == U {}",
      "1:36: error: the requirement 'T == U' in a 'where' clause is not supported yet"
    ),
    (
      "func f(_ x: inout Int) async {}",
      "1:13: error: an 'inout' parameter ('_ x: inout Int') here is not supported yet"
    ),
    (
      "func f() throws {}\nlet g = f",
      "2:9: error: a throwing function used as a value ('f') is not supported yet"
    ),
    (
      "func f() async {}\nlet g = f",
      "2:9: error: an async function used as a value ('f') is not supported yet"
    ),
    (
      "func f(_ x: Int...) {}\nlet g = f",
      "2:9: error: a variadic function used as a value ('f') is not supported yet"
    ),
    (
      "do {\n  func f() {}\n}",
      "2:3: error: a function inside a block ('func f') is not supported yet"
    ),
    (
      "@discardableResult func f() -> Int { 1 }",
      "1:1: error: the attribute '@discardableResult' on a function is not supported yet"
    ),
  ])
  func whatDepplayDoesNotRunIsRefusedByName(_ script: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(script + "\n")
    #expect(!succeeded)
    #expect(errors.contains("funcs.dep:\(message)"), "\(errors)")
  }
}
