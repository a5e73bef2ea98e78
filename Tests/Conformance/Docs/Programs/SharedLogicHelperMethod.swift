import ComposableArchitecture

@Reducer
struct Thermostat {
  @ObservableState
  struct State: Equatable {
    var target = 20
    var ecoMode = false
    var room = ""
    var log: [String] = []
  }

  enum Action {
    case warmerTapped
    case ecoToggled
    case roomRenamed(String)
    case saved(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .warmerTapped:
        state.target += 1
        return self.recordChange(state: &state)
      case .ecoToggled:
        let effect = self.recordChange(state: &state)
        state.ecoMode.toggle()
        return effect
      case let .roomRenamed(room):
        state.room = room
        return self.recordChange(state: &state)
      case let .saved(summary):
        state.log.append("saved " + summary)
        return .none
      }
    }
  }

  func recordChange(state: inout State) -> Effect<Action> {
    let summary = "\(state.room.isEmpty ? "room" : state.room) \(state.target) eco=\(state.ecoMode)"
    state.log.append("changed " + summary)
    return .run { send in
      await send(.saved(summary))
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Thermostat.State()) {
    Thermostat()
  }
  await store.send(.warmerTapped).finish()
  await store.send(.ecoToggled).finish()
  await store.send(.roomRenamed("Study")).finish()
  for line in store.log {
    print(line)
  }
  print("eco:", store.ecoMode)
}

await main()
