import DepplayLanguage
import Testing

/// A binding case key path through a child's cases, as TCA 1.9's migration guide sends it
/// (`store.send(\.sheet.binding.name, "Blob")`, a presented child's `presented` left out):
/// the child's binding action inside those cases. It stopped at run time, an unknown member.
@Suite struct ChildBindingKeyPathTests {
  static let features = """
    import ComposableArchitecture
    import Testing

    @Reducer
    struct Badge {
      @ObservableState
      struct State: Equatable { var name = "" }
      enum Action: BindableAction { case binding(BindingAction<State>) }
      var body: some ReducerOf<Self> { BindingReducer() }
    }

    @Reducer
    struct Desk {
      @ObservableState
      struct State: Equatable {
        @Presents var badge: Badge.State?
        var spare = Badge.State()
      }
      enum Action {
        case badge(PresentationAction<Badge.Action>)
        case spare(Badge.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \\.spare, action: \\.spare) { Badge() }
        Reduce { _, _ in .none }
          .ifLet(\\.$badge, action: \\.badge) { Badge() }
      }
    }

    """

  @Test func setsTheFieldOfAPresentedAndAScopedChild() async {
    let result = await runScript(
      Self.features + """
        @Test func rename() async {
          let store = TestStore(initialState: Desk.State(badge: Badge.State())) { Desk() }
          await store.send(\\.badge.binding.name, "Ida") {
            $0.badge?.name = "Ida"
          }
          await store.send(\\.spare.binding.name, "Ola") {
            $0.spare.name = "Ola"
          }
        }

        @Test func forgetsTheChange() async {
          let store = TestStore(initialState: Desk.State(badge: Badge.State())) { Desk() }
          await store.send(\\.badge.binding.name, "Uma")
        }
        """, file: "desk.swift")
    #expect(result.output.contains("✔ test rename() passed"), "\(result.output)\(result.errors)")
    #expect(result.output.contains("✘ test forgetsTheChange() failed"), "\(result.output)")
    #expect(result.output.contains("+     name: \"Uma\""), "\(result.output)")
  }
}
