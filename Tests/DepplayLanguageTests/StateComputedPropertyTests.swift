import DepplayLanguage
import Testing

/// A computed property of a feature's `State`, read as a plain struct's is: in a reducer, through
/// a store and in a test store (`Golden/state-computed-properties.dep` runs each form).
@Suite struct StateComputedPropertyTests {
  static let feature = """
    @Reducer
    struct Pair {
      @ObservableState
      struct State: Equatable {
        var a = 1
        var b = 2
        var sum: Int { a + b }
      }
      enum Action { case double, overwrite }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .double:
            state.a = state.sum
            return .none
          case .overwrite:
            state.a = 0
            return .none
          }
        }
      }
    }

    """

  @Test func aReducerAndAStoreReadTheGetter() async {
    let result = await runScript(
      Self.feature + """
        @MainActor
        func run() {
          let store = Store(initialState: Pair.State()) { Pair() }
          store.send(.double)
          print(store.a, store.sum)
        }
        await run()
        """, file: "pair.dep")
    #expect(result.output == "3 5\n", "\(result.errors)")
  }

  @Test func assigningItInAReducerIsSwiftsGetOnlyErrorBeforeTheScriptRuns() async throws {
    try await MarkedScript(
      marked: Self.feature.replacingOccurrences(of: "state.a = 0", with: "⏵state.sum = 0")
    ).expectError("cannot assign to property: 'sum' is a get-only property", malformed: true)
  }

  @Test func assigningItInATestStoreAssertionIsSwiftsGetOnlyError() async throws {
    try await MarkedScript(
      marked: Self.feature
        + "@Test func t() async {\n  let store = TestStore(initialState: Pair.State()) { Pair() }\n"
        + "  await store.send(.double) { ⏵$0.sum += 1 }\n}\n"
    ).expectError(
      "left side of mutating operator isn't mutable: 'sum' is a get-only property",
      malformed: true)
  }

  @Test func aStoredFieldOfTheSameNameInAnotherFeatureIsAssignable() async {
    let result = await runScript(
      Self.feature + """
        @Reducer
        struct Other {
          struct State: Equatable { var sum = 0 }
          enum Action { case set }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.sum = 7
              return .none
            }
          }
        }
        let store = TestStore(initialState: Other.State()) { Other() }
        await store.send(.set) { $0.sum = 7 }
        print(store.state.sum)
        """, file: "pair.dep")
    #expect(result.output == "7\n", "\(result.errors)")
  }

  @Test func theExportWritesItInState() throws {
    let swift = try SwiftExporter.export(
      source: Self.feature, file: "pair.dep")
    #expect(swift.contains("    var sum: Int {\n      return a + b\n    }\n"))
  }
}
