import ComposableArchitecture

@Reducer
struct FolderFeature {
  @ObservableState
  struct State: Equatable {
    var name: String
  }

  enum Action {
    case openSubfolder(String)
    case closeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

@Reducer
struct BrowserFeature {
  @ObservableState
  struct State: Equatable {
    var path = StackState<FolderFeature.State>()
  }

  enum Action {
    case path(StackActionOf<FolderFeature>)
    case openRoot(String)
    case backToRootTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openRoot(name):
        state.path.append(FolderFeature.State(name: name))
        return .none

      case let .path(.element(id: _, action: .openSubfolder(name))):
        state.path.append(FolderFeature.State(name: name))
        return .none

      case let .path(.element(id: id, action: .closeTapped)):
        state.path.pop(from: id)
        return .none

      case .backToRootTapped:
        state.path.removeAll()
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      FolderFeature()
    }
  }
}

@MainActor
func show(_ store: StoreOf<BrowserFeature>) {
  let names = store.path.map(\.name)
  print(names.isEmpty ? "/" : "/" + names.joined(separator: "/"))
}

@MainActor
func main() async {
  let store = Store(initialState: BrowserFeature.State()) {
    BrowserFeature()
  }

  store.send(.openRoot("Documents"))
  let documents = store.path.ids.last!
  store.send(.path(.element(id: documents, action: .openSubfolder("Taxes"))))
  let taxes = store.path.ids.last!
  store.send(.path(.element(id: taxes, action: .openSubfolder("2025"))))
  store.send(.path(.element(id: store.path.ids.last!, action: .openSubfolder("Receipts"))))
  show(store)
  print(store.path.count)

  store.send(.path(.element(id: taxes, action: .closeTapped)))
  show(store)

  store.send(.path(.element(id: documents, action: .openSubfolder("Letters"))))
  show(store)
  store.send(.path(.popFrom(id: store.path.ids.last!)))
  show(store)

  store.send(.backToRootTapped)
  show(store)
}

await main()
