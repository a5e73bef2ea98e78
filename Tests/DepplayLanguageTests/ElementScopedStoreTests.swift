import DepplayLanguage
import Testing

/// A store scoped to one row of an identified array, `store.scope(state: \.lanes[id: id],
/// action: \.lanes[id: id])`, as TCA scopes a `forEach`'s rows, measured on TCA 1.25.5: `nil`
/// when no row has the ID; its actions reach the parent as `.lanes(.element(id: id, action:
/// …))`, which the parent's `forEach` runs in that row, and it reads the row as it is now.
/// Such a key path was refused by name; elsewhere it still is.
@Suite struct ElementScopedStoreTests {
  static let track = """
    import ComposableArchitecture

    @Reducer
    struct Lane {
      @ObservableState
      struct State: Equatable, Identifiable {
        let id: Int
        var laps = 0
      }
      enum Action { case lapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.laps += 1
          return .none
        }
      }
    }

    @Reducer
    struct Track {
      @ObservableState
      struct State: Equatable {
        var lanes: IdentifiedArrayOf<Lane.State> = []
        var log: [String] = []
      }
      enum Action {
        case lanes(IdentifiedActionOf<Lane>)
        case resetTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .lanes(.element(id: id, action: .lapped)):
            state.log.append("lane \\(id) lapped")
            return .none
          case .resetTapped:
            for id in state.lanes.ids { state.lanes[id: id]?.laps = 10 }
            return .none
          }
        }
        .forEach(\\.lanes, action: \\.lanes) { Lane() }
      }
    }

    let store = Store(initialState: Track.State(lanes: [Lane.State(id: 1), Lane.State(id: 2)])) {
      Track()
    }

    """

  @Test func itSendsThroughTheParentAndReadsTheRowAsItIsNow() async {
    let result = await runScript(
      Self.track + """
        let laneID = 2
        if let lane = store.scope(state: \\.lanes[id: laneID], action: \\.lanes[id: laneID]) {
          lane.send(.lapped)
          print(lane.laps, lane.state.id)
          store.send(.resetTapped)
          print(lane.laps)
        }
        print(store.log, store.lanes.map(\\.laps))
        """, file: "track.swift")
    #expect(result.errors == "")
    #expect(result.output == "1 2\n10\n[\"lane 2 lapped\"] [10, 10]\n")
  }

  @Test func itIsNilWhenNoRowHasTheID() async {
    let result = await runScript(
      Self.track + """
        if let lane = store.scope(state: \\.lanes[id: 7], action: \\.lanes[id: 7]) {
          print("lane", lane.laps)
        } else {
          print("no lane 7")
        }
        """, file: "track.swift")
    #expect(result.output == "no lane 7\n", "\(result.errors)")
  }

  @Test func elsewhereAKeyPathEndingAtAnElementIsRefusedByName() async {
    let result = await runScript(Self.track + "let path = \\.lanes[id: 1]\n", file: "track.swift")
    #expect(
      result.errors.contains(
        "a key path ending at an element ('\\.lanes[id: …]') outside store.scope(state:action:)"
          + " is not supported yet"), "\(result.errors)")
  }

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportRefusesItByName(style: SwiftExporter.Style) {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(
        source: Self.track
          + "let lane = store.scope(state: \\.lanes[id: 1], action: \\.lanes[id: 1])\n",
        file: "track.swift", style: style)
    }
    #expect(
      error?.diagnostic.message
        == "a key path ending at an element ('\\.lanes[id: …]') cannot be exported:"
        + " ComposableRuntime's store is scoped to a field or a presented child only")
  }
}
