import DepplayLanguage
import Testing

/// A test store's `send` and `receive` given a case key path, as TCA's `TestStore` takes one
/// for a `@CasePathable` action (measured on TCA 1.25): the action it names, with the payload
/// after it; `Golden/send-case-key-path.dep` runs each form.
@Suite struct CaseKeyPathSendTests {
  static let screen = """
    struct Row: Reducer {
      struct State: Equatable { var taps = 0
        var value = 0 }
      enum Action { case tap, set(Int) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tap: state.taps += 1
          case .set(let value): state.value = value
          }
          return .none
        }
      }
    }
    struct Screen: Reducer {
      struct State: Equatable { var row = Row.State() }
      enum Action { case row(Row.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.row, action: \\.row) { Row() }
      }
    }

    """

  @Test func aSentCaseKeyPathReducesTheActionItNamesWithItsPayload() async {
    let result = await runScript(
      Self.screen + """
        let store = TestStore(initialState: Screen.State()) { Screen() }
        await store.send(\\.row.tap) { $0.row.taps = 1 }
        await store.send(\\.row.set, 4) { $0.row.value = 4 }
        print(store.state.row.taps, store.state.row.value)
        """, file: "send.dep")
    #expect(result.output == "1 4\n", "\(result.errors)")
  }

  /// A feature whose response carries a `Result`.
  static let loader = """
    struct Offline: Error, Equatable {}
    struct Loader: Reducer {
      struct State: Equatable { var text = "" }
      enum Action { case load(Bool), loaded(Result<String, any Error>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .load(let ok):
            return .run { send in
              await send(.loaded(ok ? .success("sunny") : .failure(Offline())))
            }
          case .loaded(.success(let text)):
            state.text = text
            return .none
          case .loaded(.failure):
            state.text = "offline"
            return .none
          }
        }
      }
    }
    let store = TestStore(initialState: Loader.State()) { Loader() }

    """

  @Test func aReceivedCaseKeyPathReachesIntoAResultsCases() async {
    let result = await runScript(
      Self.loader + """
        await store.send(.load(true))
        await store.receive(\\.loaded.success, "sunny") { $0.text = "sunny" }
        await store.send(.load(false))
        await store.receive(\\.loaded.failure) { $0.text = "offline" }
        print(store.state.text)
        """, file: "result.dep")
    #expect(result.output == "offline\n", "\(result.errors)")
  }

  @Test func aMisspelledResultCaseIsReported() async {
    let result = await runScript(
      Self.loader + """
        await store.send(.load(true))
        await store.receive(\\.loaded.sucess) { $0.text = "sunny" }
        """, file: "result.dep")
    #expect(result.errors.contains("no action has a case 'sucess'"), "\(result.errors)")
  }

  /// A parent presenting `Row` with `@Presents`.
  static let sheet = """
    struct Sheet: Reducer {
      struct State: Equatable { @Presents var pane: Row.State? }
      enum Action { case open, pane(PresentationAction<Row.Action>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .open = action { state.pane = Row.State() }
          return .none
        }
        .ifLet(\\.$pane, action: \\.pane) { Row() }
      }
    }

    """

  @Test func aCaseKeyPathThroughAPresentationNamesThePresentedChildsCase() async {
    let result = await runScript(
      Self.screen + Self.sheet + """
        let store = TestStore(initialState: Sheet.State()) { Sheet() }
        await store.send(.open) { $0.pane = Row.State() }
        await store.send(\\.pane.tap) { $0.pane?.taps = 1 }
        await store.send(\\.pane.presented.set, 3) { $0.pane?.value = 3 }
        await store.send(\\.pane.set, 4) { $0.pane?.value = 4 }
        await store.send(\\.pane.dismiss) { $0.pane = nil }
        print(store.state.pane == nil)
        """, file: "send.dep")
    #expect(result.output == "true\n", "\(result.errors)")
  }

  /// A parent holding a stack of `Row`s.
  static let stack = """
    struct Rows: Reducer {
      struct State: Equatable { var path = StackState<Row.State>() }
      enum Action { case path(StackActionOf<Row>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
          .forEach(\\.path, action: \\.path) { Row() }
      }
    }

    """

  @Test func aCaseKeyPathThroughAStackElementNamesThatElementsAction() async {
    let result = await runScript(
      "context test\n" + Self.screen + Self.stack + """
        let store = TestStore(initialState: Rows.State()) { Rows() }
        await store.send(.path(.push(id: 0, state: Row.State()))) { $0.path[id: 0] = Row.State() }
        await store.send(.path(.push(id: 1, state: Row.State()))) { $0.path[id: 1] = Row.State() }
        await store.send(\\.path[id: 1].tap) { $0.path[id: 1]?.taps = 1 }
        await store.send(\\.path[id: 0].set, 6) { $0.path[id: 0]?.value = 6 }
        print(store.state.path[id: 0]?.value ?? 0, store.state.path[id: 1]?.taps ?? 0)
        """, file: "send.dep")
    #expect(result.output == "6 1\n", "\(result.errors)")
  }

  @Test func aKeyPathEndingAtAStackElementIsRefusedByName() async throws {
    try await MarkedScript(
      marked: Self.screen + Self.stack + """
        let store = TestStore(initialState: Rows.State()) { Rows() }
        await store.send(⏵\\.path[id: 0])
        """
    ).expectError(
      "a key path ending at an element ('\\.path[id: …]') outside store.scope(state:action:) is"
        + " not supported yet", malformed: true)
  }

  @Test func aMissedChangeAfterACaseKeyPathSendIsAnIssue() async {
    let result = await runScript(
      Self.screen + """
        let store = TestStore(initialState: Screen.State()) { Screen() }
        await store.send(\\.row.tap)
        """, file: "send.dep")
    #expect(result.output.contains("The state changed, but no change was expected"))
  }

  @Test func anUnknownCaseIsRefusedWithTheNearestName() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.screen + """
        let store = TestStore(initialState: Screen.State()) { Screen() }
        await ⏵store.send(\\.row.tapp)
        """
    ).expectError("no action has a case 'tapp'", malformed: false)
    #expect(diagnostic.notes == ["did you mean 'tap'?"])
  }

  @Test func aStoresSendRefusesACaseKeyPathNamingTheActionToSend() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.screen + """
        let store = Store(initialState: Screen.State()) { Screen() }
        store.send(⏵\\.row.set)
        """
    ).expectError("only a TestStore's send and receive take a case key path", malformed: false)
    #expect(diagnostic.notes == ["send the action: .row(.set)"])
  }
}

/// `receive(\.tick, timeout: .seconds(2))`: TCA's receive given how long to wait for an
/// effect that sleeps in real time. (depplay's test store waits for its effects to settle, so
/// the timeout bounds only a store without settling.)
@Suite struct ReceiveTimeoutTests {
  static let ticker = """
    struct Ticker: Reducer {
      struct State: Equatable { var ticks = 0 }
      enum Action { case start, tick }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              try await Task.sleep(for: .milliseconds(400))
              await send(.tick)
            }
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
    }
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    await store.send(.start)

    """

  @Test func aReceiveWaitsForItsTimeout() async {
    let result = await runScript(
      Self.ticker + """
        await store.receive(\\.tick, timeout: .seconds(3)) { $0.ticks = 1 }
        print(store.state.ticks)
        """, file: "timeout.dep")
    #expect(result.output == "1\n", "\(result.errors)")
    #expect(result.errors.isEmpty)
  }
}
