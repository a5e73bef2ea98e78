import DepplayLanguage
import Testing

/// TCA's case subscript of a presented state (`state.$destination[case: \.detail]`) runs
/// (`Golden/presents-case-subscript.dep` runs each change and issue); what Swift or the enum
/// refuses is refused at its place: a member of the optional case without `?`, and a case
/// the destination enum does not declare.
@Suite struct PresentedCaseSubscriptTests {
  /// A parent presenting `Detail` through a `@Reducer enum`, changing it with `change`.
  private func parent(changing change: String) -> String {
    """
    import ComposableArchitecture

    @Reducer
    struct Detail {
      @ObservableState
      struct State { var note = "" }
      enum Action { case noop }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    @Reducer
    struct Parent {
      @Reducer
      enum Destination {
        case detail(Detail)
      }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State? = .detail(Detail.State())
      }
      enum Action {
        case annotate
        case destination(PresentationAction<Destination.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .annotate:
            \(change)
            return .none
          case .destination:
            return .none
          }
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }

    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.annotate)
    print(store.destination?.detail?.note ?? "none")
    """
  }

  @Test func aChangeThroughTheCaseChangesThePresentedState() async {
    let result = await runScript(
      parent(changing: "state.$destination[case: \\.detail]?.note = \"checked\""),
      file: "parent.swift")
    #expect(result.output == "checked\n", "\(result.errors)")
  }

  @Test func aMemberOfTheCaseNeedsTheOptionalChain() async {
    let result = await runScript(
      parent(changing: "state.$destination[case: \\.detail].note = \"checked\""),
      file: "parent.swift")
    #expect(
      result.errors.contains(
        "parent.swift:29:9: error: a presented state's case is optional: unwrap it with '?'"),
      "\(result.errors)")
  }

  @Test func aCaseTheEnumDoesNotDeclareIsAnError() async {
    let result = await runScript(
      parent(changing: "state.$destination[case: \\.details]?.note = \"checked\""),
      file: "parent.swift")
    #expect(
      result.errors.contains(
        "parent.swift:29:9: error: Destination.State has no case 'details'"),
      "\(result.errors)")
  }
}
