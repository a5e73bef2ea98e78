import ComposableArchitecture
import Foundation

struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
  var isDone = false
}

@Reducer
struct TodosFeature {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo> = []
    var pending: [Todo] { todos.filter { !$0.isDone } }
  }

  enum Action {
    case add(String)
    case toggle(Todo.ID)
    case rename(Todo.ID, String)
    case clearCompleted
    case moveToTop(Todo.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(title):
        state.todos.append(Todo(id: uuid(), title: title))
        return .none
      case let .toggle(id):
        state.todos[id: id]?.isDone.toggle()
        return .none
      case let .rename(id, title):
        guard var todo = state.todos[id: id] else { return .none }
        todo.title = title
        state.todos[id: id] = todo
        return .none
      case .clearCompleted:
        state.todos.removeAll(where: \.isDone)
        return .none
      case let .moveToTop(id):
        guard let todo = state.todos.remove(id: id) else { return .none }
        state.todos.insert(todo, at: 0)
        return .none
      }
    }
  }
}

let store = Store(initialState: TodosFeature.State()) {
  TodosFeature()
} withDependencies: {
  $0.uuid = .incrementing
}

for title in ["Milk", "Eggs", "Bread", "Jam"] {
  store.send(.add(title))
}
let ids = store.todos.ids.elements
store.send(.toggle(ids[1]))
store.send(.toggle(ids[3]))
store.send(.rename(ids[2], "Sourdough"))
store.send(.moveToTop(ids[2]))
for todo in store.todos {
  print(todo.isDone ? "[x]" : "[ ]", todo.title, todo.id.uuidString.suffix(4))
}
print("pending:", store.pending.map(\.title))
store.send(.clearCompleted)
print("left:", store.todos.map(\.title), "index of Milk:", store.todos.index(id: ids[0]) ?? -1)
store.send(.toggle(UUID(99)))
print("count:", store.todos.count)
