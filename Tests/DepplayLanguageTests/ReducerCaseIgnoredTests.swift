import DepplayLanguage
import Testing

/// A `@Reducer enum` whose alert case is `@ReducerCaseIgnored`, with the `enum Action` it then
/// declares itself (TCA 1.25's "Enum scopes"), measured on TCA 1.25.5: the feature case runs
/// its reducer, the alert is shown and read (`alert.title`, `alert.message`), and the alert's
/// action reaches the parent and dismisses it. It was refused by name.
@Suite struct ReducerCaseIgnoredTests {
  static let radio = """
    import ComposableArchitecture

    @Reducer
    struct Tuner {
      @ObservableState
      struct State: Equatable { var volume = 3 }
      enum Action { case louder }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.volume += 1
          return .none
        }
      }
    }

    @Reducer
    struct Radio {
      @Reducer
      enum Panel {
        @ReducerCaseIgnored
        case confirm(AlertState<Confirm>)
        case tuner(Tuner)

        @CasePathable
        enum Action {
          case confirm(Confirm)
          case tuner(Tuner.Action)
        }

        enum Confirm {
          case powerOff
        }
      }

      @ObservableState
      struct State {
        var isOn = true
        @Presents var panel: Panel.State?
      }

      enum Action {
        case powerTapped
        case tuneTapped
        case panel(PresentationAction<Panel.Action>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .powerTapped:
            state.panel = .confirm(
              AlertState {
                TextState("Power off?")
              } actions: {
                ButtonState(role: .destructive, action: .powerOff) {
                  TextState("Off")
                }
              } message: {
                TextState("The music stops.")
              }
            )
            return .none
          case .tuneTapped:
            state.panel = .tuner(Tuner.State())
            return .none
          case .panel(.presented(.confirm(.powerOff))):
            state.isOn = false
            return .none
          case .panel:
            return .none
          }
        }
        .ifLet(\\.$panel, action: \\.panel)
      }
    }

    @MainActor
    func main() async {
      let store = Store(initialState: Radio.State()) { Radio() }
      store.send(.tuneTapped)
      store.send(.panel(.presented(.tuner(.louder))))
      if case let .tuner(tuner) = store.panel {
        print("volume:", tuner.volume)
      }
      store.send(.powerTapped)
      if case let .confirm(alert) = store.panel {
        print(alert.title == TextState("Power off?"), alert.message == TextState("The music stops."))
        print(alert.title == TextState("Power on?"), alert.message == nil)
      }
      store.send(.panel(.presented(.confirm(.powerOff))))
      print("on:", store.isOn, "panel:", store.panel == nil ? "none" : "shown")
    }

    await main()
    """

  @Test func theIgnoredAlertCaseIsShownReadAndDismissed() async {
    let result = await runScript(Self.radio, file: "radio.swift")
    #expect(result.errors == "")
    #expect(
      result.output == "volume: 4\ntrue true\nfalse false\non: false panel: none\n")
  }

  @Test func itsActionListsOnlyItsCasesActions() async {
    let result = await runScript(
      Self.radio.replacingOccurrences(
        of: "      case tuner(Tuner.Action)\n",
        with: "      case tuner(Tuner.Action)\n      case extra\n"),
      file: "radio.swift")
    #expect(
      result.errors.contains(
        "a case of Panel.Action that is not one of its cases' ('case extra') is not supported yet"),
      "\(result.errors)")
  }

  @Test func aFeatureCaseIsNotIgnored() async {
    let result = await runScript(
      Self.radio.replacingOccurrences(
        of: "    case tuner(Tuner)", with: "    @ReducerCaseIgnored\n    case tuner(Tuner)"),
      file: "radio.swift")
    #expect(
      result.errors.contains(
        "@ReducerCaseIgnored on a case carrying a feature ('case tuner(Tuner)') is not supported yet"
      ),
      "\(result.errors)")
  }

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportRefusesItByName(style: SwiftExporter.Style) {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: Self.radio, file: "radio.swift", style: style)
    }
    #expect(
      error?.diagnostic.message
        == "@ReducerCaseIgnored ('case confirm') cannot be exported: the export writes the Action"
        + " the macro would, with every case")
  }
}
