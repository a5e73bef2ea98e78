import DepplayLanguage
import Testing

/// TCA's case subscript of a presented state (`state.$destination[case: \.detail]?.field =
/// …`), which depplay does not run yet, is refused by name where it is written. It stopped
/// while running, as a field the state did not have.
@Suite struct PresentedCaseSubscriptTests {
  @Test func aPresentedStatesCaseSubscriptIsRefusedByName() async {
    let result = await runScript(
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
          @Presents var destination: Destination.State?
        }
        enum Action {
          case annotate
          case destination(PresentationAction<Destination.Action>)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .annotate:
              state.$destination[case: \\.detail]?.note = "checked"
              return .none
            case .destination:
              return .none
            }
          }
          .ifLet(\\.$destination, action: \\.destination)
        }
      }
      """, file: "parent.swift")
    #expect(
      result.errors.contains(
        "parent.swift:29:9: error: a presented state's case subscript"
          + " ('state.$destination[case: \\.detail]') is not supported yet"),
      "\(result.errors)")
  }
}
