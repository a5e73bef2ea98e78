import DepplayLanguage
import Testing

/// A feature's `typealias State = Other.State` and `typealias Action = Other.Action` may name
/// a feature declared further down, as Swift reads a file's types in any order (#23: TCA's
/// docs list the parent first and the reducers that share its domain after it).
@Suite struct FeatureAliasAheadTests {
  static let features = """
    @Reducer
    struct Echo {
      typealias State = Page.State
      typealias Action = Page.Action
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tap:
            state.log.append("echo")
            return .none
          }
        }
      }
    }
    @Reducer
    struct Page {
      @ObservableState
      struct State: Equatable {
        var log: [String] = []
      }
      enum Action {
        case tap
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.log.append("page")
          return .none
        }
        Echo()
      }
    }
    """

  @Test func aTypealiasNamesAFeatureDeclaredBelowIt() async {
    let (output, errors, succeeded) = await runScript(
      Self.features + """

        let store = Store(initialState: Page.State()) { Page() }
        store.send(.tap)
        print(store.log)
        """, file: "alias.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"page\", \"echo\"]\n")
  }

  @Test func twoFeaturesAliasingEachOtherAreRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      """
      @Reducer
      struct Left {
        typealias State = Right.State
        enum Action { case go }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      @Reducer
      struct Right {
        struct State: Equatable { var n = 0 }
        typealias Action = Left.Action
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """, file: "cycle.dep")
    #expect(!succeeded)
    #expect(errors.contains("is not supported yet"), "\(errors)")
  }
}
