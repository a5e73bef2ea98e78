import DepplayLanguage
import Testing

/// `reducer.transformDependency(\.key) { $0 … }` (TCA's `Reducer.transformDependency`): the
/// closure changes the key's value in place each time the reducer reduces an action, in a
/// scope only that reduce (and the effects it returns) sees. `Golden/store.dep` shows it
/// running once per action, beside a sibling that never sees it.
@Suite struct TransformDependencyTests {
  static let child = """
    dependency number { live: 1, test: 42 }
    dependency api { live: API(limit: 1), test: API(limit: 0) }
    struct Child: Reducer {
      @ObservableState struct State { var seen = 0 }
      enum Action { case look, start }
      @Dependency(\\.number) var number
      @Dependency(\\.api) var api
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .look:
            state.seen = number
            return .none
          case .start:
            return .run { send in
              print("effect", number, api.limit)
              await send(.look)
            }
          }
        }
      }
    }

    """

  static func run(_ reducer: String, then sends: String) async -> ExecutionResult {
    await Session().run(
      source: child + "let store = Store(initialState: Child.State()) {\n" + reducer + "\n}\n"
        + sends + "\nprint(store.state.seen)",
      file: "transform.dep")
  }

  @Test func theTransformRunsAgainForAnActionAnEffectSendsBackAndTheEffectKeepsItsValue()
    async
  {
    let result = await Self.run(
      """
      Child().transformDependency(\\.number) {
        print("transform", $0)
        $0 += 100
      }
      """, then: "await store.send(.start).finish()")
    #expect(result.output == ["transform 1", "effect 101 1", "transform 1", "101"])
  }

  @Test func theTransformChangesTheValueInForceSoAnOuterDependencyModifierFeedsIt() async {
    let result = await Self.run(
      """
      Child()
        .transformDependency(\\.number) { $0 += 100 }
        .transformDependency(\\.api) { $0.limit += 1 }
        .dependency(\\.number, 5)
      """, then: "await store.send(.start).finish()")
    #expect(result.output == ["effect 105 2", "105"])
  }

  @Test func anInnerDependencyModifierWinsOverAnOuterTransform() async {
    let result = await Self.run(
      "Child().dependency(\\.number, 5).transformDependency(\\.number) { $0 = 7 }",
      then: "store.send(.look)")
    #expect(result.output == ["5"])
  }

  @Test func theTransformRunsOnTheStoresValueEachTimeNotOnItsOwnLastResult() async {
    let result = await Self.run(
      "Child().transformDependency(\\.number) { $0 += 1 }",
      then: "store.send(.look)\nstore.send(.look)\nstore.send(.look)")
    #expect(result.output == ["2"])
  }

  @Test func anUnknownKeyIsRefusedAtItsKeyPath() async throws {
    try await MarkedScript(
      marked: Self.child
        + "let store = Store(initialState: Child.State()) {\n"
        + "  Child().transformDependency(⏵\\.numbr) { $0 += 1 }\n}"
    ).expectError("unknown dependency 'numbr'", malformed: true)
  }

  @Test func aTransformWithoutItsClosureIsRefused() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.child
        + "let store = Store(initialState: Child.State()) {\n  ⏵Child().transformDependency(\\.number)\n}"
    ).expectError("expected a key path and a closure that changes its value", malformed: true)
    #expect(diagnostic.notes.contains { $0.contains("{ $0 = … }") })
  }

  @Test func aTransformClosureMayNameItsValue() async {
    let result = await Self.run(
      """
      Child().transformDependency(\\.number) { number in
        print("transform", number)
        number += 100
      }
      .transformDependency(\\.api) { api in api.limit = 9 }
      """, then: "await store.send(.start).finish()")
    #expect(result.output == ["transform 1", "effect 101 9", "transform 1", "101"])
  }

  @Test func aTransformOfSelfChangesAnyKeyOfTheValues() async {
    let result = await Self.run(
      """
      Child().transformDependency(\\.self) { values in
        let limit = values.api.limit
        values.number = 7
        values.api.limit = limit + 2
      }
      """, then: "await store.send(.start).finish()")
    #expect(result.output == ["effect 7 3", "7"])
  }

  @Test func aNamedTransformValueInANestedClosureIsRefused() async throws {
    try await MarkedScript(
      marked: Self.child
        + "let store = Store(initialState: Child.State()) {\n"
        + "  Child().transformDependency(\\.number) { n in Task { ⏵n = 3 } }\n}"
    ).expectError(
      "the values being updated ('n') are used in a closure nested in the update closure",
      malformed: true)
  }

  @Test func aTransformClosureOfTwoArgumentsIsRefused() async throws {
    try await MarkedScript(
      marked: Self.child
        + "let store = Store(initialState: Child.State()) {\n"
        + "  Child().transformDependency(\\.number) ⏵{ a, b in a = b }\n}"
    ).expectError("an update closure takes one argument, the values it updates", malformed: true)
  }

  @Test func aTransformClosureCannotLetItsValueEscape() async throws {
    try await MarkedScript(
      marked: Self.child
        + "let store = Store(initialState: Child.State()) {\n"
        + "  Child().transformDependency(\\.number) { Task { ⏵$0 = 3 } }\n}"
    ).expectError("'$0' is used in a closure that escapes the update closure", malformed: true)
  }

  @Test func aValueOfAnotherTypeIsAnErrorAtTheAssignmentRaisedWhereTheScriptSent() async throws {
    try await MarkedScript(
      marked: Self.child
        + "let store = Store(initialState: Child.State()) {\n"
        + "  Child().transformDependency(\\.number) { ⏵$0 = \"x\" }\n}\n"
        + "store.send(.look)"
    ).expectError("cannot assign a value of type String to 'number'", malformed: false)
  }
}
