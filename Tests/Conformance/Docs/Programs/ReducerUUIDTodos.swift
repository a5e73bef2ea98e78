import ComposableArchitecture
import Foundation

struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
  var done = false
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo> = []
  }

  enum Action {
    case add(String)
    case toggle(UUID)
    case clearDone
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(title):
        state.todos.append(Todo(id: uuid(), title: title))
        return .none
      case let .toggle(id):
        state.todos[id: id]?.done.toggle()
        return .none
      case .clearDone:
        state.todos.removeAll(where: \.done)
        return .none
      }
    }
  }
}

let store = Store(initialState: TodoList.State()) {
  TodoList()
} withDependencies: {
  $0.uuid = .incrementing
}
store.send(.add("milk"))
store.send(.add("eggs"))
store.send(.add("tea"))
store.send(.toggle(UUID(1)))
store.send(.clearDone)
for todo in store.todos {
  print(todo.id.uuidString, todo.title)
}
