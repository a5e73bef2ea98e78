import DepplayLanguage
import Testing

/// `extension AlertState where Action == X { static let … }`, as TCA's tutorials keep a
/// feature's alerts, is written back as that extension (depplay holds its statics as a
/// caseless enum's), and the program compiles.
@Suite struct AlertStateExtensionExportTests {
  static let script = """
    @Reducer
    struct Meeting {
      @ObservableState
      struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
      }
      enum Action {
        case alert(PresentationAction<Alert>)
        case endTapped
        @CasePathable
        enum Alert { case confirmEnd }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .alert:
            return .none
          case .endTapped:
            state.alert = .endMeeting
            return .none
          }
        }
        .ifLet(\\.$alert, action: \\.alert)
      }
    }

    extension AlertState where Action == Meeting.Action.Alert {
      static let endMeeting = Self {
        TextState("End meeting?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmEnd) { TextState("End") }
      }
    }

    let store = Store(initialState: Meeting.State()) { Meeting() }
    store.send(.endTapped)
    print(store.alert != nil)

    """

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExtensionIsWrittenBackAndCompiles(_ style: SwiftExporter.Style) throws {
    let swift = try SwiftExporter.export(source: Self.script, file: "alerts.swift", style: style)
    #expect(swift.contains("extension AlertState where Action == Meeting.Action.Alert {\n"))
    #expect(!swift.contains("enum AlertState<"))
    if style == .deterministic { #expect(try ExportTypecheckTests.typecheck(swift) == "") }
  }
}
