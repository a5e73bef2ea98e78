import ComposableArchitecture
import Foundation

@Reducer
struct TaskRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title: String
    var isDone = false
  }

  enum Action {
    case checkboxTapped
    case deleteTapped
    case delegate(Delegate)

    enum Delegate {
      case delete
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkboxTapped:
        state.isDone.toggle()
        return .none
      case .deleteTapped:
        return .send(.delegate(.delete))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct TaskList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TaskRow.State> = []
  }

  enum Action {
    case addTapped(String)
    case clearDoneTapped
    case rows(IdentifiedActionOf<TaskRow>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addTapped(title):
        state.rows.append(TaskRow.State(id: uuid(), title: title))
        return .none

      case .clearDoneTapped:
        state.rows.removeAll(where: \.isDone)
        return .none

      case let .rows(.element(id: id, action: .delegate(.delete))):
        state.rows.remove(id: id)
        return .none

      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      TaskRow()
    }
  }
}

@MainActor
func printRows(_ store: StoreOf<TaskList>) {
  let lines = store.rows.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)" }
  print(lines.joined(separator: ", "))
}

@MainActor
func main() async {
  let store = Store(initialState: TaskList.State()) {
    TaskList()
  } withDependencies: {
    $0.uuid = .incrementing
  }

  for title in ["Water plants", "Pay rent", "Call Mom", "Book flights"] {
    store.send(.addTapped(title))
  }
  printRows(store)

  let ids = store.rows.ids.elements
  store.send(.rows(.element(id: ids[1], action: .checkboxTapped)))
  store.send(.rows(.element(id: ids[3], action: .checkboxTapped)))
  printRows(store)

  await store.send(.rows(.element(id: ids[0], action: .deleteTapped))).finish()
  printRows(store)

  store.send(.clearDoneTapped)
  printRows(store)
  print(store.rows.first?.id.uuidString ?? "none")
}

await main()
