import DepplayLanguage
import Testing

/// A feature whose `State` is an enum, and `ifCaseLet` (TCA's `Reducer.ifCaseLet`) running a
/// child feature on one of its cases (`Golden/enum-state.dep`): the child reduces only while
/// the state is in its case, its effects end when the state leaves the case, and a child
/// action that arrives in another case is an issue naming the `ifCaseLet`'s line.
@Suite struct EnumStateTests {
  static let features = """
    struct Child: Reducer {
      struct State { var ticks = 0 }
      enum Action { case start, tick, leave }
      @Dependency(\\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          case .tick:
            state.ticks += 1
            print("tick")
            return .none
          case .leave:
            return .none
          }
        }
      }
    }
    struct Parent: Reducer {
      enum State {
        case child(Child.State)
        case empty
      }
      enum Action {
        case child(Child.Action)
        case enter
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .child(.leave):
            state = .empty
            return .none
          case .enter:
            state = .child(Child.State())
            return .none
          default:
            return .none
          }
        }
        .ifCaseLet(\\.child, action: \\.child) { Child() }
      }
    }
    let clock = TestClock()

    """

  static func run(_ sends: String, store: String = "Store") async -> ExecutionResult {
    await Session().run(
      source: features + "let store = \(store)(initialState: Parent.State.child(Child.State())) {\n"
        + "  Parent()\n} withDependencies: { $0.continuousClock = clock }\n" + sends,
      file: "enum.dep")
  }

  static func issues(in result: ExecutionResult) -> [String] {
    result.events.compactMap { event -> String? in
      if case .issue(_, _, let message, _, _) = event { return message }
      return nil
    }
  }

  @Test func theChildsEffectRunsWhileTheStateStaysInItsCase() async {
    let result = await Self.run(
      """
      await store.send(.child(.start))
      await clock.advance(by: .seconds(1))
      await store.receive(.child(.tick)) { $0 = .child(Child.State(ticks: 1)) }
      """, store: "TestStore")
    #expect(result.output == ["tick"])
    #expect(Self.issues(in: result).isEmpty)
  }

  @Test func leavingTheCaseCancelsTheChildsEffects() async {
    let result = await Self.run(
      """
      await store.send(.child(.start))
      await store.send(.child(.leave)) { $0 = .empty }
      await clock.advance(by: .seconds(1))
      await store.finish()
      """, store: "TestStore")
    #expect(result.output.isEmpty, "no tick: the effect ended with its case")
    #expect(Self.issues(in: result).isEmpty)
  }

  @Test func aChildActionInAnotherCaseIsAnIssueNamingTheIfCaseLetsLineAndTheParentStillRuns()
    async
  {
    let result = await Self.run(
      "store.send(.child(.leave))\nstore.send(.child(.leave))\nstore.send(.enter)\nprint(store.state)"
    )
    let issues = Self.issues(in: result)
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix(
        "An \"ifCaseLet\" at \"enum.dep:45\" received a child action while the state was in another case."
      ) == true, "\(issues)")
    #expect(result.output.last == "child(Child.State(ticks: 0))")
  }

  @Test func aCaseWithoutAPayloadIsWrittenWithTheTypeOrImplied() async {
    let result = await Self.run(
      "print(Parent.State.empty)\nprint(Parent.State.child(Child.State()) == .empty)")
    #expect(result.output == ["empty", "false"])
  }

  @Test func anEnumStateHasNoInitializer() async throws {
    try await MarkedScript(
      marked: Self.features + "let state = ⏵Parent.State()"
    ).expectError("Parent.State is an enum: its value is one of its cases", malformed: false)
  }

  @Test func anUnknownStateCaseIsAnErrorWithTheNearestCase() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.features + "let state = ⏵Parent.State.chld(Child.State())"
    ).expectError("Parent.State has no case 'chld'", malformed: false)
    #expect(diagnostic.notes.contains("did you mean 'child'?"))
  }

  @Test func ifCaseLetOnAStructStateIsAnErrorAtItsCase() async throws {
    try await MarkedScript(
      marked: """
        struct Child: Reducer {
          struct State { var n = 0 }
          enum Action { case tap }
          var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
        }
        struct Parent: Reducer {
          struct State { var child = Child.State() }
          enum Action { case child(Child.Action) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in return .none }
              .ifCaseLet(⏵\\.child, action: \\.child) { Child() }
          }
        }
        let store = Store(initialState: Parent.State()) { Parent() }
        store.send(.child(.tap))
        """
    ).expectError("ifCaseLet needs an enum State, and Parent.State is a struct", malformed: false)
  }

  @Test func twoStateCasesWithOneNameAreRefused() async throws {
    try await MarkedScript(
      marked: "struct F: Reducer {\n  enum State {\n    case a\n    case ⏵a\n  }\n"
        + "  enum Action { case x }\n  var body: some ReducerOf<Self> { Reduce { s, a in return .none } }\n}"
    ).expectError("State has two cases named 'a'", malformed: true)
  }
}
