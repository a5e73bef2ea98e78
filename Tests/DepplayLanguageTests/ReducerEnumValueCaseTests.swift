import DepplayLanguage
import Testing

/// A `@Reducer enum`'s case that carries plain values (`case note(Note, tag: Int)`), as TCA
/// 1.25's macro takes one: `State`'s case holds the values with their labels, `Action` has no
/// case for it, and no reducer runs on it; and a shared identified array's `$items[id: id]`,
/// a reference to one element that `Shared(_:)` unwraps (STORE.md, "Stacks").
@Suite struct ReducerEnumValueCaseTests {
  static let features = """
    struct Note: Equatable, Identifiable {
      let id: Int
      var text: String
    }
    @Reducer
    struct Editor {
      @ObservableState
      struct State: Equatable {
        @Shared var note: Note
      }
      enum Action {
        case rename(String)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .rename(text):
            state.$note.withLock { $0.text = text }
            return .none
          }
        }
      }
    }
    @Reducer
    enum Path {
      case editor(Editor)
      case preview(Note, tag: Int)
    }
    extension Path.State: Equatable {}

    """

  @Test func aCaseOfValuesHoldsThemWithTheirLabelsAndMatchesAPattern() async {
    let result = await runScript(
      Self.features + """
        var stack = StackState<Path.State>()
        stack.append(.preview(Note(id: 1, text: "draft"), tag: 7))
        if case let .preview(note, tag: tag) = stack.last {
          print(note.text, tag)
        }
        print(stack.count)
        """, file: "values.dep")
    #expect(result.output == "draft 7\n1\n", "\(result.errors)")
  }

  @Test func aCaseOfValuesIsWrittenWithItsLabels() async throws {
    try await MarkedScript(
      marked: Self.features + """
        let state = ⏵Path.State.preview(Note(id: 1, text: "draft"), 7)
        """
    ).expectError("the case 'preview' of Path.State takes 2 value(s)", malformed: false)
  }

  @Test func anElementOfASharedArrayIsAReferenceThatWritesThrough() async {
    let result = await runScript(
      Self.features + """
        let notes = Shared(value: [Note(id: 1, text: "a"), Note(id: 2, text: "b")])
        if let second = Shared(notes[id: 2]) {
          let store = Store(initialState: Editor.State(note: second)) { Editor() }
          store.send(.rename("bee"))
        }
        print(notes.wrappedValue.map(\\.text))
        print(Shared(notes[id: 3]) == nil)
        """, file: "shared.dep")
    #expect(result.output == "[\"a\", \"bee\"]\ntrue\n", "\(result.errors)")
  }
}
