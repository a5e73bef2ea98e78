import DepplayLanguage
import Testing

/// A call whose declared type is `async` needs `await`, and one whose declared type throws
/// needs `try`, as in Swift: a client's endpoint (whatever closure implements it), a clock's
/// or scheduler's `sleep`, a model method declared `throws`, a closure whose own code throws
/// (as Swift infers it: a `try` or a `throw` outside a `do`). A `try` covers the rest of the
/// expression it starts (arguments, operators' right operands, interpolations), not the
/// bodies of closures written in it.
@Suite struct TryAndAwaitMarkTests {
  static let prelude = """
    struct SomeError: Error {}
    @DependencyClient
    struct APIClient {
      var fetchUser: @Sendable (Int) async throws -> String
      var ping: @Sendable () async -> Void
      var count: @Sendable () throws -> Int
      var isLoggedIn: @Sendable () -> Bool = { false }
    }
    dependency apiClient {
      live: APIClient(
        fetchUser: { id in "User \\(id)" }, ping: { }, count: { 2 }, isLoggedIn: { true }),
      test: APIClient()
    }
    class Feature {
      @Dependency(\\.continuousClock) var clock
      func load() async throws { try await clock.sleep(for: .seconds(1)) }
      func total() throws -> Int { 3 }
    }

    """

  struct Case: Sendable, CustomTestStringConvertible {
    var source: String
    var message: String
    var testDescription: String { message + ": " + source }
  }

  static let refused: [Case] = [
    Case(
      source: "print(⏵apiClient.fetchUser(1))",
      message: "'APIClient.fetchUser' is async and throws: call it with 'try await'"),
    Case(
      source: "print(await ⏵apiClient.fetchUser(1))",
      message: "'APIClient.fetchUser' throws: call it with 'try'"),
    Case(
      source: "print(try ⏵apiClient.fetchUser(1))",
      message: "'APIClient.fetchUser' is async: call it with 'await'"),
    Case(source: "⏵apiClient.ping()", message: "'APIClient.ping' is async: call it with 'await'"),
    // A call followed by a method or a member of its value needs the marks all the same.
    Case(
      source: "print(try ⏵apiClient.fetchUser(1).uppercased())",
      message: "'APIClient.fetchUser' is async: call it with 'await'"),
    Case(
      source: "print(try ⏵apiClient.fetchUser(1).count)",
      message: "'APIClient.fetchUser' is async: call it with 'await'"),
    Case(
      source: "print(⏵apiClient.count())", message: "'APIClient.count' throws: call it with 'try'"),
    // An override implements the endpoint; the endpoint's declared type still says `async
    // throws`.
    Case(
      source: "withDependencies { $0.apiClient.fetchUser = { _ in \"Blob\" } } operation: {\n"
        + "  print(⏵apiClient.fetchUser(1))\n}",
      message: "'APIClient.fetchUser' is async and throws: call it with 'try await'"),
    // Through optional chaining, the endpoint's type still decides.
    Case(
      source: "dependency maybe { live: nil, test: nil }\n"
        + "withDependencies { $0.maybe = APIClient(fetchUser: { _ in \"U\" }, ping: { }, "
        + "count: { 1 }, isLoggedIn: { true }) } operation: {\n"
        + "  if let user = ⏵maybe?.fetchUser(1) { print(user) }\n}",
      message: "'APIClient.fetchUser' is async and throws: call it with 'try await'"),
    // A `try` covers its own expression only: not another argument, not a closure's body.
    Case(
      source: "print(try apiClient.count(), ⏵apiClient.count())",
      message: "'APIClient.count' throws: call it with 'try'"),
    Case(
      source: "let f = try { ⏵apiClient.count() }\nprint(f())",
      message: "'APIClient.count' throws: call it with 'try'"),
    Case(
      source: "Task { print(⏵apiClient.count()) }",
      message: "'APIClient.count' throws: call it with 'try'"),
    Case(
      source: "let clock = ImmediateClock()\nawait ⏵clock.sleep(for: .seconds(1))",
      message: "'ImmediateClock.sleep(for:)' throws: call it with 'try'"),
    Case(
      source: "withDependencies { $0.mainQueue = .immediate } operation: {\n"
        + "  await ⏵mainQueue.sleep(for: .seconds(1))\n}",
      message: "'AnySchedulerOf<DispatchQueue>.sleep(for:)' throws: call it with 'try'"),
    Case(
      source: "let feature = Feature()\nawait ⏵feature.load()",
      message: "'Feature.load' throws: call it with 'try'"),
    Case(
      source: "let feature = Feature()\n⏵feature.load()",
      message: "'Feature.load' is async and throws: call it with 'try await'"),
    Case(
      source: "let feature = Feature()\nprint(⏵feature.total())",
      message: "'Feature.total' throws: call it with 'try'"),
    Case(
      source: "let load = { try apiClient.count() }\nprint(⏵load())",
      message: "'load' throws: call it with 'try'"),
    Case(
      source: "let load = { try await apiClient.fetchUser(1) }\nprint(await ⏵load())",
      message: "'load' throws: call it with 'try'"),
    Case(
      source: "let show = { print(\"\\(try apiClient.count())\") }\n⏵show()",
      message: "'show' throws: call it with 'try'"),
    // A `do` whose clauses do not catch every error lets the others leave it.
    Case(
      source: "let typed = { do { try apiClient.count() } catch is SomeError { } }\n⏵typed()",
      message: "'typed' throws: call it with 'try'"),
    Case(
      source: "let fail = { if true { throw SomeError() } }\n⏵fail()",
      message: "'fail' throws: call it with 'try'"),
  ]

  @Test(arguments: refused)
  func aCallWithoutTheMarksItsTypeNeedsIsRefused(_ testCase: Case) async throws {
    let diagnostic = try await MarkedScript(marked: Self.prelude + testCase.source).expectError(
      testCase.message, malformed: false)
    #expect(diagnostic.notes.first?.hasPrefix("write ") == true)
    #expect(diagnostic.notes.contains { $0.hasPrefix("Swift refuses it too: ") })
  }

  @Test func theHintWritesTheCallWithItsMarks() async throws {
    let diagnostic = try await MarkedScript(marked: Self.prelude + "print(⏵apiClient.fetchUser(1))")
      .expectError("call it with 'try await'", malformed: false)
    #expect(
      diagnostic.notes == [
        "write try await apiClient.fetchUser(1)",
        "Swift refuses it too: call can throw but is not marked with 'try'; "
          + "expression is 'async' but is not marked with 'await'",
      ])
  }

  @Test func callsWithTheirMarksRun() async {
    let script = """
      print(try await apiClient.fetchUser(1))
      print(try await apiClient.fetchUser(3).uppercased(), try await apiClient.fetchUser(4).count)
      await apiClient.ping()
      print(apiClient.isLoggedIn())
      let sum = try apiClient.count() + apiClient.count()
      print(sum, try "\\(apiClient.count())")
      let names = try [apiClient.count(), apiClient.count()]
      print(names)
      Task { print(try await apiClient.fetchUser(2)) }
      let feature = Feature()
      withDependencies { $0.continuousClock = ImmediateClock() } operation: {
        Task { try await feature.load(); print(try feature.total()) }
      }
      withDependencies { $0.mainQueue = .immediate } operation: {
        Task { try await mainQueue.sleep(for: .seconds(1)); print("woke") }
      }
      """
    let result = await Session().run(source: Self.prelude + script, file: "marks.dep")
    #expect(Self.succeeded(result), "\(result.events)")
    #expect(
      result.output == [
        "User 1", "USER 3 6", "true", "4 2", "[2, 2]", "User 2", "3", "woke",
      ])
  }

  @Test func aClosureThrowsOnlyWhenItsOwnCodePassesAnErrorOn() async {
    let script = """
      let optional = { try? apiClient.count() }
      let forced = { try! apiClient.count() }
      let handled = { do { try apiClient.count() } catch { print(error) } }
      let nested = { let inner = { try apiClient.count() }; print("made") }
      let ignored = optional()
      print(forced())
      handled()
      nested()
      let passes = { try apiClient.count() }
      print(try passes())
      """
    let result = await Session().run(source: Self.prelude + script, file: "marks.dep")
    #expect(Self.succeeded(result), "\(result.events)")
    #expect(result.output == ["2", "made", "2"])
  }

  @Test func tryQuestionMarkAndTryBangCoverTheCallToo() async {
    let script = "if let n = try? apiClient.count() { print(n) }\nprint(try! apiClient.count())"
    let result = await Session().run(source: Self.prelude + script, file: "marks.dep")
    #expect(Self.succeeded(result), "\(result.events)")
  }

  static func succeeded(_ result: ExecutionResult) -> Bool {
    if case .succeeded = result.status { return true }
    return false
  }
}
