import DepplayLanguage
import Testing

/// Closures as Swift writes them (`Golden/closures.dep`): capture lists, implicit parameters
/// in any closure, single-expression bodies, and Swift's refusal of an escaping closure that
/// captures a reducer's `inout` state.
@Suite struct ClosureFormTests {
  static func output(_ source: String) async -> [String] {
    await Session().run(source: source, file: "x.dep").output
  }

  @Test func aCaptureListTakesItsValuesWhenTheClosureIsMade() async {
    let source = """
      var count = 1
      let plain = { print("plain", count) }
      let captured = { [count] in print("captured", count) }
      let renamed = { [doubled = count * 2, count] in print("renamed", doubled, count) }
      count = 5
      plain()
      captured()
      renamed()
      Task { [count] in print("task", count) }
      count = 9
      """
    #expect(
      await Self.output(source) == [
        "plain 5", "captured 1", "renamed 2 1", "task 5",
      ])
  }

  @Test func anUpdateClosureMayNameTheValuesItUpdates() async {
    let source = """
      dependency number { live: 1, test: 2 }
      let values = 10
      withDependencies { values in
        values.number = 5
        values.number += 1
      } operation: {
        @Dependency(\\.number) var number
        print(number, values)
      }
      """
    #expect(await Self.output(source) == ["6 10"])
  }

  @Test func anEffectCapturesTheReducersStateItNeeds() async {
    let source = """
      struct F: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action { case tap, show(Int) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .tap:
              state.count += 1
              return .run { [count = state.count] send in await send(.show(count)) }
            case let .show(count):
              print("shown", count)
              return .none
            }
          }
        }
      }
      let store = Store(initialState: F.State()) { F() }
      await store.send(.tap).finish()
      """
    #expect(await Self.output(source) == ["shown 1"])
  }

  /// At the escaping closure's brace, as swiftc puts it, with its notes.
  @Test(arguments: [
    ".run ⏵{ send in\n        print(state.count)\n      }",
    ".run ⏵{ [count = 1] send in\n        print(count, state.count)\n      }",
    ".run ⏵{ send in\n        Task { print(state.count) }\n      }",
  ])
  func anEscapingClosureCapturingTheInoutStateIsSwiftcsError(_ effect: String) async throws {
    let source = """
      struct F: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action { case tap }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            return \(effect)
          }
        }
      }
      """
    let diagnostic = try await MarkedScript(marked: source).expectError(
      "escaping closure captures 'inout' parameter 'state'", malformed: true)
    #expect(diagnostic.notes.first == "parameter 'state' is declared 'inout'")
    #expect(diagnostic.notes.dropFirst().first?.hasPrefix("captured here, at 7:") == true)
  }

  @Test func implicitParametersBelongToTheirOwnClosure() async {
    let source = """
      struct Client { var fetch: (Int) -> String }
      enum ClientKey: DependencyKey { static let liveValue = Client(fetch: { n in "live \\(n)" }) }
      extension DependencyValues {
        var client: Client {
          get { self[ClientKey.self] }
          set { self[ClientKey.self] = newValue }
        }
      }
      let add = { $0 + $1 }
      print(add(2, 3))
      withDependencies { $0.client.fetch = { "overridden \\($0)" } } operation: {
        print(client.fetch(7))
      }
      """
    #expect(await Self.output(source) == ["5", "overridden 7"])
  }

  @Test func aReducerWithASingleExpressionBodyRuns() async {
    let source = """
      struct F: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action { case tap }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      let store = Store(initialState: F.State()) { F() }
      store.send(.tap)
      print("sent")
      """
    #expect(await Self.output(source) == ["sent"])
  }

  @Test func aCaptureDeclaredTwiceIsRefused() async throws {
    try await MarkedScript(marked: "let a = 1\nlet f = { [a, ⏵a] in print(a) }")
      .expectError("invalid redeclaration of 'a'", malformed: true)
  }
}
