import ComposableArchitecture
import Foundation

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var score = 0
  }

  enum Action {
    case scored
    case penalty
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .scored:
        state.score += 2
        return .none
      case .penalty:
        state.score -= 1
        return .none
      }
    }
  }
}

@Reducer
struct MatchList {
  @ObservableState
  struct State: Equatable {
    var matches: IdentifiedArrayOf<Match> = [
      Match(score: 4, id: UUID()),
      Match(score: 11, id: UUID()),
      Match(score: 27, id: UUID()),
    ]
    var selection: Identified<Match.ID, Scoreboard.State?>?

    struct Match: Equatable, Identifiable {
      var score: Int
      let id: UUID
    }
  }

  enum Action {
    case scoreboard(Scoreboard.Action)
    case select(match: UUID?)
    case selectionLoaded
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case loading }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .scoreboard:
        return .none

      case .select(match: .some(let id)):
        state.selection = Identified(nil, id: id)
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(300))
          await send(.selectionLoaded)
        }
        .cancellable(id: CancelID.loading, cancelInFlight: true)

      case .select(match: .none):
        if let selection = state.selection, let score = selection.value?.score {
          state.matches[id: selection.id]?.score = score
        }
        state.selection = nil
        return .cancel(id: CancelID.loading)

      case .selectionLoaded:
        guard let id = state.selection?.id else { return .none }
        let score = state.matches[id: id]?.score ?? 0
        state.selection?.value = Scoreboard.State(score: score)
        return .none
      }
    }
    .ifLet(\.selection, action: \.scoreboard) {
      EmptyReducer()
        .ifLet(\.value, action: \.self) {
          Scoreboard()
        }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: MatchList.State()) {
    MatchList()
  }
  let second = store.matches[1].id

  store.send(.select(match: second))
  print("selected:", store.selection != nil, "loaded:", store.selection?.value != nil)
  try? await Task.sleep(for: .seconds(1))
  print("loaded score:", store.selection?.value?.score ?? -1)

  store.send(.scoreboard(.scored))
  store.send(.scoreboard(.penalty))
  store.send(.scoreboard(.scored))
  print("while open:", store.selection?.value?.score ?? -1, "row:", store.matches[id: second]?.score ?? -1)

  store.send(.select(match: nil))
  print("scores:", store.matches.map(\.score))

  let third = store.matches[2].id
  store.send(.select(match: third))
  store.send(.select(match: nil))
  try? await Task.sleep(for: .seconds(1))
  print("closed before loading:", store.selection == nil, store.matches.map(\.score))
}

await main()
