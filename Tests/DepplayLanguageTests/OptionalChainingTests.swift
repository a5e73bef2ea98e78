import DepplayLanguage
import Testing

/// Optional chaining as Swift has it: `base?.member` and `base?.call()` unwrap an Optional;
/// when it is `nil` the rest of the chain (its calls and their arguments) is not evaluated
/// and the chain's value is `nil`. The checker refuses `?.` where it knows the value is never
/// `nil` (Swift's "cannot use optional chaining on non-optional value"), printing a chain's
/// value (Swift prints `Optional(…)`), and assigning through a chain (the place written
/// only when the chain meets no `nil`). A `mutating` method called through an identified
/// array's element (`todos[id: id]?.done.toggle()`) changes it, or nothing when it is missing.
@Suite struct OptionalChainingTests {
  static let analytics = """
    @DependencyClient
    struct Analytics {
      var track: @Sendable (String) -> Void
      var count: @Sendable () -> Int = { 0 }
    }
    dependency analytics { live: nil, test: nil }
    context test
    let present = Analytics(track: { name in print("tracked", name) }, count: { 3 })

    """

  /// The output of `source`, and whether it ran and succeeded.
  static func run(_ source: String) async -> (output: String, succeeded: Bool) {
    let result = await Session().run(source: source, file: "optionals.dep")
    let output = TerminalRenderer(colored: false).render(result).standardOutput
    if case .succeeded = result.status { return (output, true) }
    return (output, false)
  }

  /// The diagnostic of a script that does not run.
  static func malformed(_ source: String) async -> Diagnostic? {
    let result = await Session().run(source: source, file: "optionals.dep")
    guard case .malformed(let diagnostic) = result.status else { return nil }
    return diagnostic
  }

  @Test func aNilValueEndsTheChainBeforeItsCallAndItsArguments() async {
    let run = await Self.run(
      Self.analytics + """
        let name = { print("argument evaluated"); return "x" }
        analytics?.track(name())
        print(analytics?.count() == nil)
        """)
    #expect(run.output == "true\n")
    #expect(run.succeeded)
  }

  @Test func aValueGoesThroughTheChain() async {
    let run = await Self.run(
      Self.analytics + """
        withDependencies { $0.analytics = present } operation: {
          analytics?.track("opened")
          print(analytics?.count() == 3)
          if let count = analytics?.count() { print("count", count) }
        }
        """)
    #expect(run.output == "tracked opened\ntrue\ncount 3\n")
  }

  @Test func anAsyncEndpointIsAwaitedThroughTheChain() async {
    let run = await Self.run(
      """
      @DependencyClient
      struct API { var fetch: @Sendable (Int) async throws -> String }
      dependency api { live: nil, test: nil }
      context test
      if let user = try await api?.fetch(1) { print(user) } else { print("no api") }
      await withDependencies { $0.api = API(fetch: { id in "User \\(id)" }) } operation: {
        if let user = try await api?.fetch(2) { print(user) }
      }
      """)
    #expect(run.output == "no api\nUser 2\n")
  }

  @Test func optionalChainingOnAKeyDeclaredWithoutNilIsRefusedAsSwiftRefusesIt() async {
    let diagnostic = await Self.malformed(
      "dependency limit { live: 1, test: 2 }\nlet x = limit?.description\n")
    #expect(
      diagnostic?.message
        == "cannot use optional chaining on non-optional value 'limit' (its key is declared without a nil value)"
    )
    #expect(diagnostic?.range.start.line == 2)
  }

  @Test func optionalChainingOnABuiltInKeyOrALiteralIsRefused() async {
    #expect(
      await Self.malformed("let x = uuid?.description\n")?.message
        == "cannot use optional chaining on non-optional value 'uuid' (a built-in key, never nil)")
    #expect(
      await Self.malformed("let x = 4?.description\n")?.message
        == "cannot use optional chaining on non-optional value of type 'Int'")
  }

  @Test func aChainsValuePrintsAsSwiftPrintsAnOptional() async {
    let (output, succeeded) = await Self.run(
      Self.analytics
        + """
        print(analytics?.count())
        withDependencies { $0.analytics = present } operation: {
          print(analytics?.count(), "is \\(analytics?.count())")
        }
        """)
    #expect(succeeded)
    #expect(output == "nil\nOptional(3) is Optional(3)\n")
  }

  static let pantry = """
    struct Shelf { var label: String }
    struct Pantry { var top: Shelf? }
    func labelled(_ text: String) -> String {
      print("evaluated", text)
      return text
    }

    """

  @Test func assigningThroughAChainWritesThePlaceWhenItHoldsAValue() async {
    let (output, succeeded) = await Self.run(
      Self.pantry
        + """
        var pantry = Pantry(top: Shelf(label: "jars"))
        pantry.top?.label = labelled("tins")
        print(pantry.top?.label ?? "none")
        """)
    #expect(succeeded)
    #expect(output == "evaluated tins\ntins\n")
  }

  @Test func assigningThroughANilChainChangesNothingAndSkipsTheValue() async {
    let (output, succeeded) = await Self.run(
      Self.pantry
        + """
        var pantry = Pantry(top: nil)
        pantry.top?.label = labelled("never")
        print(pantry.top?.label ?? "none")
        """)
    #expect(succeeded)
    #expect(output == "none\n")
  }

  static let todos = """
    struct Todo: Equatable, Identifiable {
      let id: Int
      var done = false
      mutating func reopen() { done = false }
    }
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1)]

    """

  @Test func aMutatingCallThroughAnElementChangesIt() async {
    let (output, succeeded) = await Self.run(
      Self.todos
        + """
        todos[id: 1]?.done.toggle()
        print(todos[id: 1]?.done ?? false)
        todos[id: 1]?.reopen()
        print(todos[id: 1]?.done ?? true)
        """)
    #expect(succeeded)
    #expect(output == "true\nfalse\n")
  }

  @Test func aMutatingCallThroughAMissingElementChangesNothing() async {
    let (output, succeeded) = await Self.run(
      Self.todos
        + """
        todos[id: 2]?.done.toggle()
        todos[id: 2]?.reopen()
        print(todos.count, todos[id: 1]?.done ?? true)
        """)
    #expect(succeeded)
    #expect(output == "1 false\n")
  }

  @Test func aMutatingCallThroughALetsElementIsSwiftsError() async {
    let (_, errors, succeeded) = await runScript(
      """
      struct Todo: Equatable, Identifiable {
        let id: Int
        var done = false
      }
      let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1)]
      todos[id: 1]?.done.toggle()
      """, file: "optionals.dep")
    #expect(!succeeded)
    #expect(
      errors.contains("cannot use mutating member on immutable value: 'todos' is a 'let' constant"))
  }
}
