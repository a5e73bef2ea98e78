import DepplayLanguage
import Testing

/// Lists of child features in the language: an `IdentifiedArrayOf<Row.State>` field, the
/// action case carrying `IdentifiedActionOf<Row>`, and an identified `forEach` (TCA.md TC1):
/// the row reduces first, removing a row cancels its effects, an action for a missing row
/// is reported.
@Suite struct IdentifiedLanguageTests {
  static func features(rowConformances: String = "Equatable, Identifiable") -> String {
    """
    struct Row: Reducer {
      @ObservableState struct State: \(rowConformances) {
        let id: Int
        var title: String
        var isDone = false
      }
      enum Action: Equatable { case toggle, startTimer, tick }
      @Dependency(\\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .toggle:
            state.isDone.toggle()
            return .none
          case .startTimer:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          case .tick:
            state.title += "!"
            return .none
          }
        }
      }
    }
    struct Checklist: Reducer {
      @ObservableState struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = []
      }
      enum Action: Equatable {
        case add(Int)
        case remove(Int)
        case rename(Int, String)
        case rows(IdentifiedActionOf<Row>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .add(id):
            state.rows.append(Row.State(id: id, title: "row \\(id)"))
            return .none
          case let .remove(id):
            print("removed", state.rows.remove(id: id)?.title ?? "nothing")
            return .none
          case let .rename(id, title):
            state.rows[id: id]?.title = title
            return .none
          case .rows(.element(id: let id, action: .toggle)):
            print("parent sees row", id, "done:", state.rows[id: id]?.isDone ?? false)
            return .none
          case .rows:
            return .none
          }
        }
        .forEach(\\.rows, action: \\.rows) { Row() }
      }
    }

    """
  }

  /// `script` after a live store with rows 1 and 2 added (a live program writes an element's
  /// ID as a number, unlike a stack's).
  static func run(_ script: String) async -> ExecutionResult {
    await Session().run(
      source: features()
        + "let store = Store(initialState: Checklist.State()) { Checklist() }\n"
        + "store.send(.add(1))\nstore.send(.add(2))\n" + script,
      file: "rows.dep")
  }

  static func succeeded(_ result: ExecutionResult) -> Bool {
    if case .succeeded = result.status { return true }
    return false
  }

  @Test func TC1_theRowReducesBeforeTheParent() async {
    let result = await Self.run(
      """
      store.send(.rows(.element(id: 2, action: .toggle)))
      print(store.rows.map(\\.isDone))
      """)
    #expect(result.output == ["parent sees row 2 done: true", "[false, true]"])
    #expect(Self.succeeded(result))
  }

  @Test func rowsAreReachedByTheirIDs() async {
    let result = await Self.run(
      """
      store.send(.rename(2, "Eggs"))
      print(store.rows.ids, store.rows[id: 2]?.title ?? "none", store.rows[id: 3]?.title ?? "none")
      store.send(.remove(1))
      store.send(.remove(1))
      print(store.rows.ids, store.rows.count)
      """)
    #expect(
      result.output == [
        "[1, 2] Eggs none", "removed row 1", "removed nothing", "[2] 1",
      ])
    #expect(Self.succeeded(result))
  }

  /// `ids.elements` and `elements` are arrays, and `index(id:)` a row's position (`nil` for
  /// an `id` no row has), as swift-identified-collections gives them.
  @Test func idsElementsAndTheIndexOfAnID() async {
    let result = await Self.run(
      """
      let ids = store.rows.ids.elements
      print(ids, store.rows.elements.count, store.rows.index(id: ids[1]) ?? -1)
      print(store.rows.index(id: 7) ?? -1)
      """)
    #expect(result.output == ["[1, 2] 2 1", "-1"])
    #expect(Self.succeeded(result))
  }

  /// `append(_:)` and `insert(_:at:)` of an identified array add a row only when its `id` is
  /// new and give `(inserted: Bool, index: Int)`, as swift-identified-collections' do: in a
  /// local known to hold one, and in a field declared `IdentifiedArrayOf<…>` (the parent's
  /// `.add(1)` again leaves the rows as they are). A plain array appends any element.
  @Test func appendAndInsertGiveWhatTheyDid() async {
    let result = await Self.run(
      """
      var rows = IdentifiedArray(uniqueElements: [Row.State(id: 5, title: "e")])
      let (inserted, index) = rows.append(Row.State(id: 6, title: "f"))
      let again = rows.append(Row.State(id: 5, title: "twice"))
      print(inserted, index, again.inserted, again.index, rows.map(\\.title))
      print(rows.insert(Row.State(id: 7, title: "g"), at: 0), rows.ids)
      store.send(.add(1))
      print(store.rows.ids)
      var plain = [Row.State(id: 1, title: "a")]
      plain.append(Row.State(id: 1, title: "a"))
      print(plain.count)
      """)
    #expect(
      result.output == [
        "true 1 false 0 [\"e\", \"f\"]", "(inserted: true, index: 0) [7, 5, 6]", "[1, 2]", "2",
      ])
    #expect(Self.succeeded(result))
  }

  /// swift-identified-collections traps at a repeated `id` (measured: "Fatal error:
  /// Duplicate key: '1'").
  @Test func anIdentifiedArraysRowsHaveDifferentIDs() async throws {
    try await MarkedScript(
      marked: Self.features()
        + "let rows = [Row.State(id: 1, title: \"a\"), Row.State(id: 1, title: \"b\")]\n"
        + "print(IdentifiedArray(uniqueElements: ⏵rows).count)"
    ).expectError("Fatal error: Duplicate key: '1'", malformed: false)
  }

  @Test func TC1_anActionForAMissingRowIsReported() async {
    let result = await Self.run(
      """
      store.send(.rows(.element(id: 7, action: .toggle)))
      expect(issues: 1)
      """)
    let issues = StackLanguageTests.issues(result)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("received an action for a missing element") == true)
    #expect(result.output == ["parent sees row 7 done: false"])
    #expect(Self.succeeded(result))
  }

  /// Removing row 1 cancels its timer: the test store receives only row 2's tick, and an
  /// exhaustive test store would fail on any other.
  @Test func TC1_removingARowCancelsOnlyItsEffects() async {
    let result = await Session().run(
      source: "context test\n" + Self.features()
        + """
        let clock = TestClock()
        let test = TestStore(
          initialState: Checklist.State(rows: [Row.State(id: 1, title: "a"), Row.State(id: 2, title: "b")])
        ) {
          Checklist()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await test.send(.rows(.element(id: 1, action: .startTimer)))
        await test.send(.rows(.element(id: 2, action: .startTimer)))
        await test.send(.remove(1)) { $0.rows.remove(id: 1) }
        await clock.advance(by: .seconds(1))
        await test.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.title = "b!" }
        """,
      file: "rows.dep")
    #expect(StackLanguageTests.issues(result).isEmpty)
    #expect(result.output == ["removed a"])
    #expect(Self.succeeded(result))
  }

  @Test func aRowsStateMustBeIdentifiable() async throws {
    let marked = Self.features(rowConformances: "Equatable")
      .replacingOccurrences(
        of: "    var rows: IdentifiedArrayOf", with: "    ⏵var rows: IdentifiedArrayOf")
    try await Self.expectError(
      "type 'Row.State' does not conform to protocol 'Identifiable'", running: marked)
  }

  @Test func aForEachCaseCarriesAStackOrAnIdentifiedAction() async throws {
    let marked = Self.features()
      .replacingOccurrences(of: "case rows(IdentifiedActionOf<Row>)", with: "case rows(Row.Action)")
      .replacingOccurrences(of: "action: \\.rows) { Row() }", with: "action: ⏵\\.rows) { Row() }")
      .replacingOccurrences(
        of: "case .rows(.element(id: let id, action: .toggle)):", with: "case .rows(.toggle):"
      )
      .replacingOccurrences(of: "print(\"parent sees row\", id,", with: "print(")
      .replacingOccurrences(
        of: "\"done:\", state.rows[id: id]?.isDone ?? false)", with: "\"toggled\")")
    try await Self.expectError(
      "the case 'rows' of a forEach carries StackAction<Child.State, Child.Action> or "
        + "IdentifiedActionOf<Child>", running: marked)
  }

  /// Expects `message`, at the marker of `marked` (the features), when a store sends them
  /// an action: `forEach` is checked when the feature's body first runs.
  static func expectError(_ message: String, running marked: String) async throws {
    try await MarkedScript(
      marked: marked + "let store = Store(initialState: Checklist.State()) { Checklist() }\n"
        + "store.send(.add(1))"
    ).expectError(message, malformed: false)
  }
}
