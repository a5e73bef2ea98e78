import ComposableArchitecture

@Reducer
struct Shelf {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: String
    var books = 0
  }

  enum Action {
    case addBookTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addBookTapped:
        state.books += 1
        return .none
      }
    }
  }
}

@Reducer
struct Library {
  @ObservableState
  struct State: Equatable {
    var shelves: IdentifiedArrayOf<Shelf.State> = []
  }

  enum Action {
    case shelves(IdentifiedActionOf<Shelf>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.shelves, action: \.shelves) {
        Shelf()
      }
  }
}

@MainActor
func main() async {
  let store = Store(
    initialState: Library.State(shelves: [Shelf.State(id: "poetry"), Shelf.State(id: "travel")])
  ) {
    Library()
  }

  let id = "travel"
  if let shelfStore = store.scope(state: \.shelves[id: id], action: \.shelves[id: id]) {
    shelfStore.send(.addBookTapped)
    shelfStore.send(.addBookTapped)
    print(shelfStore.state.id, shelfStore.books)
  }

  if let atlasStore = store.scope(state: \.shelves[id: "atlas"], action: \.shelves[id: "atlas"]) {
    print("atlas shelf:", atlasStore.books)
  } else {
    print("atlas shelf: none")
  }
  print(store.shelves.map { "\($0.id)=\($0.books)" })
}

await main()
