import DepplayLanguage
import Testing

/// A presented child's binding actions sent from its parent's test store, as TCA's tutorial
/// tests send them: `.child(.presented(.set(\.field, value)))` (`BindableAction`'s `set`,
/// the child's `.binding(.set(…))`) and the case key path `\.child.binding.field`, the
/// presentation's `presented` implied (checked on TCA 1.25.5).
@Suite struct PresentedBindingActionTests {
  static let features = """
    import ComposableArchitecture
    import Testing

    @Reducer
    struct NoteForm {
      @ObservableState
      struct State: Equatable {
        var text = ""
        var pinned = false
      }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }
      var body: some ReducerOf<Self> {
        BindingReducer()
      }
    }

    @Reducer
    struct Notes {
      @ObservableState
      struct State: Equatable {
        @Presents var form: NoteForm.State?
        var saved: [String] = []
      }
      enum Action {
        case addTapped
        case form(PresentationAction<NoteForm.Action>)
        case saveTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addTapped:
            state.form = NoteForm.State()
            return .none
          case .form:
            return .none
          case .saveTapped:
            guard let text = state.form?.text else { return .none }
            state.form = nil
            state.saved.append(text)
            return .none
          }
        }
        .ifLet(\\.$form, action: \\.form) {
          NoteForm()
        }
      }
    }

    """

  static func run(_ test: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(
      Self.features + """
        @MainActor
        struct NotesTests {
          @Test func add() async {
            let store = TestStore(initialState: Notes.State()) { Notes() }
            await store.send(.addTapped) { $0.form = NoteForm.State() }
        \(test)
            await store.send(.saveTapped) {
              $0.form = nil
              $0.saved = ["Milk"]
            }
            print("saved", store.state.saved)
          }
        }
        """, file: "notes.swift")
  }

  @Test func aSetActionInsidePresentedIsTheChildsBindingAction() async {
    let result = await Self.run(
      """
          await store.send(.form(.presented(.set(\\.text, "Milk")))) { $0.form?.text = "Milk" }
      """)
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output.contains(#"saved ["Milk"]"#), "\(result.output)")
  }

  @Test func aBindingCaseKeyPathThroughThePresentedChildSetsItsField() async {
    let result = await Self.run(
      """
          await store.send(\\.form.binding.text, "Milk") { $0.form?.text = "Milk" }
      """)
    #expect(result.succeeded, "\(result.errors)")
    #expect(result.output.contains(#"saved ["Milk"]"#), "\(result.output)")
  }

  /// The field the key path names is the one set: another field's change is a failure.
  @Test func theCaseKeyPathSetsOnlyItsField() async {
    let result = await Self.run(
      """
          await store.send(\\.form.binding.pinned, true) { $0.form?.text = "Milk" }
          await store.send(\\.form.binding.text, "Milk") { $0.form?.pinned = true }
      """)
    #expect(!result.succeeded)
    #expect(result.output.contains(#"saved ["Milk"]"#), "\(result.output)")
  }
}
