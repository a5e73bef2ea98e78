import DepplayLanguage
import Testing

/// Helper methods of a feature (`Golden/reducer-methods.dep`): a `static` or `mutating` one
/// is refused by name, at its modifier.
@Suite struct ReducerMethodTests {
  static func feature(member: String) -> String {
    """
    @Reducer
    struct Counter {
      struct State: Equatable { var count = 0 }
      enum Action { case tapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count += 1
          return .none
        }
      }
      \(member)
    }

    """
  }

  @Test(arguments: ["static", "mutating"])
  func aStaticOrMutatingMethodIsRefusedByName(_ modifier: String) async throws {
    try await MarkedScript(marked: Self.feature(member: "⏵\(modifier) func helper() {}"))
      .expectError(
        "a '\(modifier)' method in a feature ('func helper' in 'Counter') is not supported yet",
        malformed: true)
  }

  @Test func aMethodIsCalledThroughSelfToo() async {
    let source = """
      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action { case tapped }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.count = self.doubled(state.count + 1)
            return .none
          }
        }
        func doubled(_ n: Int) -> Int { n * 2 }
      }
      let store = Store(initialState: Counter.State()) { Counter() }
      store.send(.tapped)
      store.send(.tapped)
      print(store.state.count)
      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(TerminalRenderer(colored: false).render(result).standardOutput == "6\n")
  }

  @Test func aMethodCalledWithAMissingArgumentIsRefused() async throws {
    try await MarkedScript(
      marked: """
        @Reducer
        struct Counter {
          struct State: Equatable { var count = 0 }
          enum Action { case tapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.count = ⏵doubled()
              return .none
            }
          }
          func doubled(_ n: Int) -> Int { n * 2 }
        }
        let store = Store(initialState: Counter.State()) { Counter() }
        store.send(.tapped)

        """
    ).expectError("missing argument", malformed: false)
  }
}
