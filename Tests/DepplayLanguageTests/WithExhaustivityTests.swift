import DepplayLanguage
import Testing

/// A test store's `withExhaustivity(_:operation:)`: the closure asserts with the exhaustivity
/// given, the one before it is restored afterwards (`Golden/test-store-with-exhaustivity.dep`
/// shows the non-exhaustive block), and a misuse is a located error.
@Suite struct WithExhaustivityTests {
  static let feature = """
    context test
    struct Tally: Reducer {
      struct State: Equatable { var total = 0; var count = 0 }
      enum Action: Equatable { case add(Int) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .add(n):
            state.total += n
            state.count += 1
            return .none
          }
        }
      }
    }
    let store = TestStore(initialState: Tally.State()) { Tally() }

    """

  @Test func theStoreIsExhaustiveAgainAfterTheBlock() async {
    let result = await Session().run(
      source: Self.feature + """
        await store.withExhaustivity(.off) {
          await store.send(.add(1)) { $0.total = 1 }
        }
        await store.send(.add(2)) { $0.total = 3 }
        """, file: "exhaustivity.dep")
    let (output, errors) = TerminalRenderer(colored: false).render(result)
    #expect(output.contains("A state change does not match expectation"), "\(output)\(errors)")
    #expect(output.contains("+   count: 2"), "\(output)\(errors)")
  }

  @Test func aValueThatIsNoExhaustivityIsRefusedAtTheArgument() async throws {
    try await MarkedScript(
      marked: Self.feature + "await store.withExhaustivity(⏵true) {\n  await store.send(.add(1))\n}"
    ).expectError("a test store's exhaustivity is .on, .off", malformed: false)
  }

  @Test func theBlockIsRequired() async throws {
    try await MarkedScript(
      marked: Self.feature + "await ⏵store.withExhaustivity(.off)"
    ).expectError("expected store.withExhaustivity(.off) { … }", malformed: false)
  }
}
