import DepplayLanguage
import Testing

/// A test store's messages name an action with its feature's type, as a compiled feature's
/// do, when one feature declares the case; a case name two features share is matched by
/// name only, and shown as `Action.…`.
@Suite struct ActionNamingTests {
  static func script(also other: String) -> String {
    """
    context test
    struct Timer: Reducer {
      struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case start, tick }
      var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
    }
    \(other)
    let store = TestStore(initialState: Timer.State()) { Timer() }
    await store.receive(.tick)

    """
  }

  static func issues(of text: String) async -> [String] {
    let result = await Session().run(source: text, file: "naming.dep")
    return StoreLayerWaitTests.issues(result)
  }

  @Test func aCaseOneFeatureDeclaresIsNamedWithTheFeaturesActionType() async {
    let issues = await Self.issues(of: Self.script(also: ""))
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Expected to receive Timer.Action.tick, but") == true)
  }

  @Test func aCaseTwoFeaturesDeclareIsNamedWithoutAFeature() async {
    let clock = """
      struct Clock: Reducer {
        struct State: Equatable { var ticks = 0 }
        enum Action: Equatable { case tick }
        var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
      }
      """
    let issues = await Self.issues(of: Self.script(also: clock))
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Expected to receive Action.tick, but") == true)
  }
}
