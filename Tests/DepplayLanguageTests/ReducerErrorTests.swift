import DepplayLanguage
import Testing

/// A reducer that raises a runtime error (issue #10, "a reducer that throws"): Swift's
/// compiler refuses a reducer that throws, so in depplay an error in a reducer's code is a
/// runtime error at its line, raised where the script called the store; it never crashes.
@Suite struct ReducerErrorTests {
  static let feature = """
    struct Boom: Reducer {
      struct State: Equatable { var n = 0 }
      enum Action: Equatable { case boom, later }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .boom:
            state.n = ⏵10 / 0
            return .none
          case .later:
            return .run { _ in print(⏵1 / 0) }
          }
        }
      }
    }

    """

  /// The feature with only the marker at `index` (0: the reducer's, 1: the effect's).
  static func feature(marking index: Int) -> String {
    var parts = feature.components(separatedBy: "⏵")
    let marked = parts.remove(at: index + 1)
    parts.insert("⏵" + marked, at: index + 1)
    return parts.joined()
  }

  @Test func anErrorInAReducerIsARuntimeErrorAtItsLineAndStopsTheScriptWhereItCalledTheStore()
    async throws
  {
    let script = MarkedScript(
      marked: Self.feature(marking: 0)
        + "let store = Store(initialState: Boom.State()) { Boom() }\n"
        + "store.send(.boom)\nprint(\"after\")")
    try await script.expectError("division by zero", malformed: false)
    let result = await Session().run(source: script.source, file: "bad.dep")
    #expect(result.output.isEmpty, "the statement after the send does not run")
    let units = result.events.compactMap { event -> UnitInfo? in
      if case .error(_, let unit) = event { return unit }
      return nil
    }
    #expect(units == [.main], "raised in the script, where it called the store")
  }

  @Test func anErrorInATestStoresReducerIsARuntimeErrorAtItsLine() async throws {
    try await MarkedScript(
      marked: Self.feature(marking: 0)
        + "let store = TestStore(initialState: Boom.State()) { Boom() }\n"
        + "await store.send(.boom)"
    ).expectError("division by zero", malformed: false)
  }

  @Test func anErrorInAnEffectStopsThatEffectAndTheScriptGoesOn() async throws {
    let script = MarkedScript(
      marked: Self.feature(marking: 1)
        + "let store = Store(initialState: Boom.State()) { Boom() }\n"
        + "await store.send(.later).finish()\nprint(\"after\")")
    try await script.expectError("division by zero", malformed: false)
    let result = await Session().run(source: script.source, file: "bad.dep")
    #expect(result.output == ["after"])
    let units = result.events.compactMap { event -> UnitInfo? in
      if case .error(_, let unit) = event { return unit }
      return nil
    }
    #expect(units.count == 1)
    #expect(units.first?.kind == .effect)
  }
}
