import ComposableArchitecture
import Foundation

@Reducer
struct Folder {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name: String = ""
    var subfolders: IdentifiedArrayOf<State> = []

    init(id: UUID? = nil, name: String = "", subfolders: IdentifiedArrayOf<State> = []) {
      @Dependency(\.uuid) var uuid
      self.id = id ?? uuid()
      self.name = name
      self.subfolders = subfolders
    }
  }

  enum Action {
    case addFolderButtonTapped
    case nameChanged(String)
    case onDelete(IndexSet)
    indirect case subfolders(IdentifiedActionOf<Folder>)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addFolderButtonTapped:
        state.subfolders.append(State(id: self.uuid()))
        return .none

      case .nameChanged(let name):
        state.name = name
        return .none

      case .onDelete(let indexSet):
        state.subfolders.remove(atOffsets: indexSet)
        return .none

      case .subfolders:
        return .none
      }
    }
    .forEach(\.subfolders, action: \.subfolders) {
      Self()
    }
  }
}

func outline(_ folder: Folder.State, depth: Int = 0) {
  let indent = String(repeating: "  ", count: depth)
  print("\(indent)- \(folder.name.isEmpty ? "untitled" : folder.name) [\(folder.id.uuidString.suffix(2))]")
  for child in folder.subfolders {
    outline(child, depth: depth + 1)
  }
}

@MainActor
func main() async {
  let store = withDependencies {
    $0.uuid = .incrementing
  } operation: {
    Store(initialState: Folder.State(name: "Home")) {
      Folder()
    }
  }

  store.send(.addFolderButtonTapped)
  store.send(.addFolderButtonTapped)
  store.send(.addFolderButtonTapped)
  let first = store.subfolders[0].id
  let second = store.subfolders[1].id
  store.send(.subfolders(.element(id: first, action: .nameChanged("Photos"))))
  store.send(.subfolders(.element(id: first, action: .addFolderButtonTapped)))
  let nested = store.subfolders[id: first]!.subfolders[0].id
  store.send(
    .subfolders(
      .element(id: first, action: .subfolders(.element(id: nested, action: .nameChanged("2026"))))
    )
  )
  store.send(.subfolders(.element(id: second, action: .nameChanged("Music"))))
  store.send(.onDelete(IndexSet(integer: 2)))
  outline(store.state)
}

await main()
