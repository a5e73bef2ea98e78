import ComposableArchitecture

struct Todo: Equatable, Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var todos: [Todo] = []
    var nextID = 1
  }

  enum Action {
    case add(String)
    case toggle(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(title):
        state.todos.append(Todo(id: state.nextID, title: title))
        state.nextID += 1
        return .none
      case let .toggle(id):
        if let index = state.todos.firstIndex(where: { $0.id == id }) {
          state.todos[index].isDone.toggle()
        }
        return .none
      }
    }
  }
}

let store = Store(initialState: Todos.State()) {
  Todos()
}
store.send(.add("Milk"))
store.send(.add("Eggs"))
store.send(.toggle(id: 2))
print(store.todos.map(\.title))
print(store.todos.filter(\.isDone).count)
