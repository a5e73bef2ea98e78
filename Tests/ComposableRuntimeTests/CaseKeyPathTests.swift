import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// The macros TCA features are written with (`@Reducer`, `@CasePathable`, `@ObservableState`,
/// `@Presents`) and the case key paths they make: `\.row.tap` names a case, and embeds and
/// extracts its payload.
@MainActor
@Suite(.dependencies)
struct CaseKeyPathTests {
  @CasePathable
  enum Event: Equatable {
    case ping
    case count(Int)
    case move(from: Int, to: Int)
    case nested(Event2)
  }

  @CasePathable
  enum Event2: Equatable { case leaf(String) }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable { var value = 0 }
    enum Action: Equatable { case increment, request, response(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .response(let value) = action { state.value = value }
        if case .increment = action { state.value += 1 }
        return action == .request ? .send(.response(state.value * 2)) : .none
      }
    }
  }

  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var row = Row.State()
      @Presents var sheet: Row.State?
    }
    enum Action: Equatable {
      case row(Row.Action)
      case sheet(PresentationAction<Row.Action>)
      case open
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.row, action: \.row) { Row() }
      Reduce { state, action in
        if case .open = action { state.sheet = Row.State(value: 1) }
        return .none
      }
      .ifLet(\.$sheet, action: \.sheet) { Row() }
    }
  }

  @Test func aCaseKeyPathEmbedsAndExtractsEachShapeOfPayload() {
    let ping = AnyCasePath(\Case<Event>.ping)
    #expect(ping(()) == .ping)
    #expect(ping.extract(from: .ping) != nil)
    #expect(ping.extract(from: .count(1)) == nil)

    let count = AnyCasePath(\Case<Event>.count)
    #expect(count(3) == .count(3))
    #expect(count.extract(from: .count(3)) == 3)
    #expect(count.extract(from: .ping) == nil)

    let move = AnyCasePath(\Case<Event>.move)
    #expect(move((from: 1, to: 2)) == .move(from: 1, to: 2))
    #expect(move.extract(from: .move(from: 1, to: 2)).map { [$0.from, $0.to] } == [1, 2])
  }

  @Test func aPathThroughTwoCasesEmbedsInBoth() {
    let leaf = AnyCasePath(\Case<Event>.nested.leaf)
    #expect(leaf("a") == .nested(.leaf("a")))
    #expect(leaf.extract(from: .nested(.leaf("b"))) == "b")
    #expect(leaf.extract(from: .count(1)) == nil)
  }

  @CasePathable
  enum Navigation: Equatable { case path(StackAction<Row.State, Row.Action>) }

  @Test func aPathThroughAStackElementEmbedsAndExtractsThatElementsAction() {
    let increment = AnyCasePath(\Case<Navigation>.path[id: 1].increment)
    #expect(increment(()) == .path(.element(id: 1, action: .increment)))
    #expect(increment.extract(from: .path(.element(id: 1, action: .increment))) != nil)
    #expect(increment.extract(from: .path(.element(id: 0, action: .increment))) == nil)
    #expect(increment.extract(from: .path(.popFrom(id: 1))) == nil)
    let response = AnyCasePath(\Case<Navigation>.path[id: 2].response)
    #expect(response.extract(from: .path(.element(id: 2, action: .response(4)))) == 4)
  }

  @CasePathable
  enum List: Equatable { case rows(IdentifiedAction<Int, Row.Action>) }

  @Test func aPathThroughAnIdentifiedElementEmbedsAndExtractsThatElementsAction() {
    let increment = AnyCasePath(\Case<List>.rows[id: 2].increment)
    #expect(increment(()) == .rows(.element(id: 2, action: .increment)))
    #expect(increment.extract(from: .rows(.element(id: 2, action: .increment))) != nil)
    #expect(increment.extract(from: .rows(.element(id: 3, action: .increment))) == nil)
  }

  @Test func aTestStoreSendsAndReceivesByCaseKeyPath() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(\.row.increment) { $0.row.value = 1 }
    await store.send(\.row.response, 5) { $0.row.value = 5 }
    await store.send(\.row.request)
    await store.receive(\.row.response, 10) { $0.row.value = 10 }
    await store.send(\.row.request)
    await store.receive(\.row.response) { $0.row.value = 20 }
  }

  @Test func receivingAnotherPayloadIsAnIssue() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(\.row.increment) { $0.row.value = 1 }
    await store.send(\.row.request)
    await withKnownIssue {
      await store.receive(\.row.response, 99) { $0.row.value = 2 }
    } matching: { issue in
      issue.description.contains("Expected: CaseKeyPathTests.Screen.Action.row(.response(99))")
    }
  }

  @Test func presentsKeepsTheChildInAPresentationState() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.open) { $0.sheet = Row.State(value: 1) }
    await store.send(\.sheet.presented.increment) { $0.sheet?.value = 2 }
    #expect(store.state.$sheet.wrappedValue == Row.State(value: 2))
    await store.send(\.sheet.dismiss) { $0.sheet = nil }
    #expect(Screen.State(sheet: Row.State(value: 4)).sheet?.value == 4)
  }

  @Test func aStoreReadsAnObservableState() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.row(.increment))
    #expect(store.state.row.value == 1)
  }

  /// CasePaths' `modify`, which exported programs call where a script does: the case's
  /// payload changed in place; another case left alone, with the library's issue.
  @Test func modifyChangesThePayloadOfItsCaseOnly() async {
    var event = Event.count(1)
    event.modify(\.count) { $0 += 1 }
    #expect(event == .count(2))
    var other = Event.ping
    let log = await collectingIssues {
      other.modify(\.count) { $0 += 1 }
    }
    #expect(other == .ping)
    #expect(log.messages == ["Can't modify 'ping' via 'CaseKeyPath<Event, Int>'"])
  }

  /// `PresentationState`'s case subscript (`state.$destination[case: \.detail]`): the
  /// presented state's payload in that case, changed in place (`nil` dismisses it); another
  /// case, or nothing presented, left alone with the library's issue, even when the change
  /// is an optional chain that never runs.
  @Test func aPresentedStatesCaseSubscriptChangesItsCaseOnly() async {
    var presented = PresentationState<Event>(wrappedValue: .count(1))
    #expect(presented[case: \.count] == 1)
    #expect(presented[case: \.ping] == nil)
    presented[case: \.count]? += 1
    #expect(presented.wrappedValue == .count(2))
    presented[case: \.count] = nil
    #expect(presented.wrappedValue == nil)

    var other = PresentationState<Event>(wrappedValue: .nested(.leaf("a")))
    var absent = PresentationState<Event>(wrappedValue: nil)
    let log = await collectingIssues {
      other[case: \.count]? += 1
      absent[case: \.count] = 3
    }
    #expect(other.wrappedValue == .nested(.leaf("a")))
    #expect(absent.wrappedValue == nil)
    #expect(
      log.messages == [
        "Can't modify unrelated case \"nested\"", "Can't modify unrelated case",
      ])
  }
}
