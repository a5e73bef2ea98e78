import ComposableArchitecture

@Reducer
struct RenameFeature {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action {
    case nameChanged(String)
    case saveTapped
    case delegate(Delegate)

    enum Delegate: Equatable {
      case renamed(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .saveTapped:
        return .run { [name = state.name] send in
          await send(.delegate(.renamed(name)))
          await dismiss()
        }
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct PlaylistFeature {
  @Reducer
  enum Destination {
    case rename(RenameFeature)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert {
      case confirmDelete
    }
  }

  @ObservableState
  struct State: Equatable {
    var title = "Road Trip"
    var songs = ["Intro", "Highway", "Outro"]
    @Presents var destination: Destination.State?
  }

  enum Action {
    case renameTapped
    case deleteTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renameTapped:
        state.destination = .rename(RenameFeature.State(name: state.title))
        return .none

      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.title)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) {
              TextState("Cancel")
            }
          }
        )
        return .none

      case let .destination(.presented(.rename(.delegate(.renamed(name))))):
        state.title = name
        return .none

      case .destination(.presented(.alert(.confirmDelete))):
        state.songs.removeAll()
        state.title = "Untitled"
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension PlaylistFeature.Destination.State: Equatable {}

@MainActor
func describe(_ store: StoreOf<PlaylistFeature>) {
  switch store.destination {
  case .none:
    print("\(store.title) (\(store.songs.count) songs), nothing presented")
  case let .rename(child)?:
    print("\(store.title), renaming to \(child.name)")
  case .alert?:
    print("\(store.title), alert shown")
  }
}

@MainActor
func main() async {
  let store = Store(initialState: PlaylistFeature.State()) {
    PlaylistFeature()
  }
  describe(store)

  store.send(.renameTapped)
  store.send(.destination(.presented(.rename(.nameChanged("Summer Drive")))))
  describe(store)
  await store.send(.destination(.presented(.rename(.saveTapped)))).finish()
  describe(store)

  store.send(.deleteTapped)
  describe(store)
  store.send(.destination(.dismiss))
  describe(store)

  store.send(.deleteTapped)
  store.send(.destination(.presented(.alert(.confirmDelete))))
  describe(store)
}

await main()
