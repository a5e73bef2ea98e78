import DepplayLanguage
import Testing

/// `@ReducerCaseEphemeral` on a `@Reducer enum`'s alert case, as TCA's reference page for the
/// macro writes it, measured on TCA 1.25.5: the alert is shown, and sending one of its
/// actions reaches the parent and dismisses it, as an unmarked alert case does. On a case of
/// another kind it is refused by name. It was refused as an unknown member of the enum.
@Suite struct ReducerCaseEphemeralTests {
  static let editor = """
    import ComposableArchitecture

    @Reducer
    struct Editor {
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case alert(AlertState<Alert>)

        enum Alert {
          case keep
          case discard
        }
      }

      @ObservableState
      struct State {
        var text = "draft"
        @Presents var destination: Destination.State?
      }

      enum Action {
        case closeTapped
        case destination(PresentationAction<Destination.Action>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .closeTapped:
            state.destination = .alert(
              AlertState {
                TextState("Discard?")
              } actions: {
                ButtonState(action: .keep) { TextState("Keep") }
                ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
              }
            )
            return .none
          case .destination(.presented(.alert(.discard))):
            state.text = ""
            return .none
          case .destination:
            return .none
          }
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }

    @MainActor
    func main() async {
      let store = Store(initialState: Editor.State()) { Editor() }
      store.send(.closeTapped)
      print(store.destination == nil ? "none" : "alert")
      store.send(.destination(.presented(.alert(.keep))))
      print(store.text, store.destination == nil ? "none" : "alert")
      store.send(.closeTapped)
      store.send(.destination(.presented(.alert(.discard))))
      print(store.text.isEmpty, store.destination == nil ? "none" : "alert")
    }

    await main()
    """

  @Test func theEphemeralAlertIsShownAndDismissedByItsAction() async {
    let result = await runScript(Self.editor, file: "editor.swift")
    #expect(result.errors == "")
    #expect(result.output == "alert\ndraft none\ntrue none\n")
  }

  @Test func onACaseOfValuesItIsRefusedByName() async {
    let result = await runScript(
      Self.editor.replacingOccurrences(
        of: "    case alert(AlertState<Alert>)\n",
        with: "    case alert(AlertState<Alert>)\n    @ReducerCaseEphemeral\n"
          + "    case note(String, author: String)\n"),
      file: "editor.swift")
    #expect(
      result.errors.contains(
        "@ReducerCaseEphemeral on a case that does not carry an alert ('case note(String, author:"
          + " String)') is not supported yet"),
      "\(result.errors)")
  }
}
