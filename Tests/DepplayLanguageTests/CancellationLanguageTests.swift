import DepplayLanguage
import Testing

/// Cancellation in the language: `.cancellable(id:cancelInFlight:)` and `.cancel(id:)` on
/// effects, keyed by the navigation path of the store they run in (TCA.md TE6, TE7, TS5).
@Suite struct CancellationLanguageTests {
  static let feature = """
    context test
    struct Search: Reducer {
      struct State: Equatable { var results = "" }
      enum Action: Equatable {
        case queryChanged(String), response(String), cancelTapped, forgetTapped
      }
      @Dependency(\\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .queryChanged(query):
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.response(query))
            }
            .cancellable(id: "search", cancelInFlight: true)
          case let .response(results):
            state.results = results
            return .none
          case .cancelTapped:
            return .cancel(id: "search")
          case .forgetTapped:
            return .cancel(id: .queryChanged("never"))
          }
        }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
    }

    """

  static func run(_ script: String) async -> ExecutionResult {
    await Session().run(source: feature + script, file: "cancellation.dep")
  }

  static func issues(_ result: ExecutionResult) -> [String] {
    result.events.compactMap { event in
      if case .issue(_, _, let message, _, _) = event { return message }
      return nil
    }
  }

  static func succeeded(_ result: ExecutionResult) -> Bool {
    if case .succeeded = result.status { true } else { false }
  }

  @Test func TE6_cancelInFlightCancelsTheEarlierEffectWithTheSameID() async {
    let result = await Self.run(
      """
      await store.send(.queryChanged("a"))
      await store.send(.queryChanged("ab"))
      await clock.advance(by: .seconds(1))
      await store.receive(.response("ab")) { $0.results = "ab" }
      await store.finish()
      print(store.state.results)
      """)
    #expect(result.output == ["ab"])
    #expect(Self.issues(result).isEmpty)
    #expect(Self.succeeded(result))
  }

  @Test func TE6_cancelStopsTheEffectMarkedWithItsID() async {
    let result = await Self.run(
      """
      await store.send(.queryChanged("a"))
      await store.send(.cancelTapped)
      await clock.advance(by: .seconds(1))
      await store.finish()
      print(store.state.results)
      """)
    #expect(result.output == [""])
    #expect(Self.issues(result).isEmpty)
    #expect(Self.succeeded(result))
  }

  @Test func TE6_aCancelIDNeverRegisteredCancelsNothingAndIsNoError() async {
    let result = await Self.run(
      """
      await store.send(.queryChanged("a"))
      await store.send(.forgetTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.response("a")) { $0.results = "a" }
      print(store.state.results)
      """)
    #expect(result.output == ["a"])
    #expect(Self.issues(result).isEmpty)
    #expect(Self.succeeded(result))
  }

  @Test func TS5_anotherStoresCancelDoesNotReachThisStoresEffect() async {
    let result = await Self.run(
      """
      let other = TestStore(initialState: Search.State()) { Search() }
      await store.send(.queryChanged("x"))
      await other.send(.cancelTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.response("x")) { $0.results = "x" }
      print(store.state.results)
      """)
    #expect(result.output == ["x"])
    #expect(Self.issues(result).isEmpty)
  }

  @Test func TE7_aCancelledEffectEndsSilentlyAndTheTreeShowsWhereItStopped() async {
    let result = await Self.run(
      """
      await store.send(.queryChanged("a"))
      await store.send(.cancelTapped)
      await clock.advance(by: .seconds(1))
      await store.finish()
      """)
    #expect(Self.succeeded(result), "a cancelled sleep in an effect is no error")
    let marks = result.events.compactMap { event -> String? in
      guard case .scopeEntered(let kind, _, _) = event else { return nil }
      switch kind {
      case .cancellable, .cancel, .cancelled: return kind.label
      case .withDependencies, .withDependenciesFrom, .storeSnapshot, .reduce: return nil
      }
    }
    let cancellable = ".cancellable(id: \"search\", cancelInFlight: true)"
    let cancel = ".cancel(id: \"search\")"
    #expect(
      marks == [cancellable, cancel, "cancelled"],
      "marked where the effect was made cancellable, where it was cancelled, where it stopped")
  }

  @Test func aCancelledSleepThrowsCancellationErrorToTheScriptsCatch() async {
    let (output, errors, succeeded) = await runScript(
      """
      let task = Task {
        do {
          try await Task.sleep(for: .seconds(30))
        } catch let error as CancellationError {
          print("typed", error)
        }
        let again = try? await Task.sleep(for: .seconds(30))
        print(again == nil)
      }
      task.cancel()
      await task.value
      """, file: "cancel.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "[Task 1] typed CancellationError()\n[Task 1] true\n")
  }

  @Test func twoFeaturesWithACancelIDOfOneNameAreRefusedByName() async {
    let feature = { (name: String) in
      """
      struct \(name): Reducer {
        struct State { var n = 0 }
        enum Action { case go }
        enum CancelID { case timer }
        var body: some ReducerOf<Self> { Reduce { state, action in .none } }
      }

      """
    }
    let (_, errors, succeeded) = await runScript(
      feature("A") + feature("B"), file: "cancel.dep")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "cancel.dep:10:8: error: a second type named 'CancelID' inside a feature is not supported yet"
      ), "\(errors)")
  }

  @Test func misusedCancellationIsALocatedError() async throws {
    let reducer = """
      struct F: Reducer {
        struct State { var n = 0 }
        enum Action { case go }
        var body: some ReducerOf<Self> {
          Reduce { state, action in

      """
    let run = "\n    }\n  }\n}\nlet s = Store(initialState: F.State()) { F() }\ns.send(.go)\n"
    try await MarkedScript(
      marked: reducer + "      return .run { _ in }.cancellable(⏵id: [1, 2])" + run
    ).expectError(
      "a cancel ID is a string, a number, a Bool, an enum's case, an action case or a Hashable struct",
      malformed: false)
    try await MarkedScript(
      marked: reducer + "      return ⏵.run { _ in }.cancellable(key: 1)" + run
    ).expectError("expected .cancellable(id: …)", malformed: false)
  }
}
