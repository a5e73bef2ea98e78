import DepplayLanguage
import Testing

/// Structs and enums nested in a class, a plain struct or a feature: declared ahead of the
/// type around them under their own names, which code inside uses, and named `Outer.Inner`
/// from outside (in code and in types); two of one name are refused by name.
@Suite struct NestedTypeTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "nested.dep")
  }

  @Test func aStructNestedInAClassIsNamedFromOutside() async {
    let (output, errors, succeeded) = await Self.run(
      """
      final class Journal {
        struct Entry: Equatable {
          var text: String
        }
        enum Mood { case calm, busy }
        var entries: [Entry] = []
        var mood = Mood.calm
        func write(_ text: String) { entries.append(Entry(text: text)) }
      }
      let journal = Journal()
      journal.write("a")
      let first: Journal.Entry = journal.entries[0]
      let list: [Journal.Entry] = [Journal.Entry(text: "b")]
      print(first == Journal.Entry(text: "a"), list.count, journal.mood, Journal.Mood.busy)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true 1 calm busy\n")
  }

  @Test func anEnumNestedInAFeaturesStateIsAFieldsType() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Reducer
      struct Form {
        @ObservableState
        struct State: Equatable {
          var focus: Field? = .title
          enum Field: Hashable {
            case row(Int)
            case title
          }
        }
        enum Action { case rowTapped(Int) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case let .rowTapped(row):
              state.focus = .row(row)
              return .none
            }
          }
        }
      }
      let store = Store(initialState: Form.State()) { Form() }
      print(store.focus == .title)
      store.send(.rowTapped(2))
      print(store.focus == .row(2), store.focus == Form.State.Field.row(3))
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "true\ntrue false\n")
  }

  @Test func aStructNestedInAFeatureIsItsStatesElement() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Reducer
      struct Notes {
        @ObservableState
        struct State: Equatable {
          var rows: [Row] = []
        }
        struct Row: Equatable {
          var text: String
        }
        enum Action { case add(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case let .add(text):
              state.rows.append(Row(text: text))
              return .none
            }
          }
        }
      }
      let store = Store(initialState: Notes.State()) { Notes() }
      store.send(.add("x"))
      print(store.rows.map(\\.text), store.rows == [Notes.Row(text: "x")])
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"x\"] true\n")
  }

  @Test(arguments: [
    (
      "struct A { struct Row {} }\nstruct B { struct Row {} }",
      "2:19: error: a second type named 'Row' (nested in 'B') is not supported yet"
    ),
    (
      "struct Row {}\nfinal class B { enum Row { case a } }",
      "2:22: error: a second type named 'Row' (nested in 'B') is not supported yet"
    ),
  ])
  func twoTypesOfOneNameAreRefusedByName(_ source: String, _ message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains("nested.dep:\(message)"), "\(errors)")
  }
}
