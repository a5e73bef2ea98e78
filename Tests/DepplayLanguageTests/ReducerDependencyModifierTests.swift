import DepplayLanguage
import Testing

/// `reducer.dependency(\.key, value)` (TCA's `Reducer.dependency(_:_:)`) on any key path a
/// `withDependencies` update could assign: a script's key or one of its fields, and the
/// built-in keys and their fields (`\.date.now`), set each time the reducer runs; and
/// `reducer.dependency(value)` (TCA's `Reducer.dependency(_:)`) on the key of `value`'s type.
@Suite struct ReducerDependencyModifierTests {
  static let feature = """
    struct Limits: Equatable { var most = 1; var least = 0 }
    dependency limits { live: Limits(), test: Limits() }
    struct Stamp: Reducer {
      @ObservableState struct State { var seen = "" }
      enum Action { case look }
      @Dependency(\\.date.now) var now
      @Dependency(\\.uuid) var uuid
      @Dependency(\\.limits) var limits
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.seen = "\\(now.timeIntervalSince1970) \\(uuid()) \\(limits.most) \\(limits.least)"
          return .none
        }
      }
    }

    """

  @Test func builtInKeysAndFieldsOfKeysAreSetAsAnUpdateSetsThem() async {
    let (output, errors, succeeded) = await runScript(
      Self.feature + """
        let store = Store(initialState: Stamp.State()) {
          Stamp()
            .dependency(\\.date.now, Date(timeIntervalSince1970: 42))
            .dependency(\\.uuid, .incrementing)
            .dependency(\\.limits.most, 9)
        }
        store.send(.look)
        print(store.state.seen)
        """, file: "modifier.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "42.0 00000000-0000-0000-0000-000000000000 9 0\n")
  }

  static let greeter = """
    import ComposableArchitecture
    struct Greeter { var greet: @Sendable (String) -> String }
    extension Greeter: DependencyKey {
      static let liveValue = Greeter(greet: { "Hello, \\($0)" })
    }
    struct Plain { var word = "x" }
    @Reducer
    struct Welcome {
      @ObservableState struct State { var text = "" }
      enum Action { case arrive(String) }
      @Dependency(Greeter.self) var greeter
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .arrive(name): state.text = greeter.greet(name); return .none
          }
        }
      }
    }

    """

  @Test func aValueSetsTheKeyOfItsType() async {
    let (output, errors, succeeded) = await runScript(
      Self.greeter + """
        @MainActor func main() async {
          let quiet = Greeter(greet: { "hi \\($0)" })
          let live = Store(initialState: Welcome.State()) { Welcome() }
          let mocked = Store(initialState: Welcome.State()) { Welcome().dependency(quiet) }
          live.send(.arrive("Ana"))
          mocked.send(.arrive("Bo"))
          print(live.text, "/", mocked.text)
        }
        await main()
        """, file: "by-type.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "Hello, Ana / hi Bo\n")
  }

  @Test func aValueOfATypeNoKeyHasIsRefusedByName() async throws {
    try await MarkedScript(
      marked: Self.greeter
        + "@MainActor func main() async {\n"
        + "  let store = Store(initialState: Welcome.State()) { Welcome().dependency(⏵Plain()) }\n"
        + "  store.send(.arrive(\"Cy\"))\n}\nawait main()\n"
    ).expectError("no dependency key has values of type 'Plain'", malformed: false)
  }

  @Test func aValueThatDoesNotFitIsAnErrorAtTheKeyPathWhereTheScriptSent() async throws {
    try await MarkedScript(
      marked: Self.feature
        + "let store = Store(initialState: Stamp.State()) {\n"
        + "  Stamp().dependency(⏵\\.limits.most, \"many\")\n}\n"
        + "store.send(.look)"
    ).expectError("cannot assign value of type 'String' to type 'Int'", malformed: false)
  }
}
