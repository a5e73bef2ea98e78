// element-mutating-call.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
//
// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and
// `script.hosted` hand each call to the main actor as depplay does, `script.effect`
// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is
// its `await send(…)`. With The Composable Architecture, call the store directly and
// return the effect itself.
import ComposableRuntime
import DependencyRuntime
import DepplaySupport

let script = Script("element-mutating-call.dep")

struct Todo: Equatable, Identifiable {
  let id: Int
  var title: String
  var done = false

  mutating func rename(_ text: String) {
    title = text
  }
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "milk"), Todo(id: 2, title: "tea")]
  }

  enum Action: Equatable {
    case toggle(Int)
    case rename(Int, String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggle(let id):
        state.todos[id: id]?.done.toggle()
        return .none
      case .rename(let id, let title):
        state.todos[id: id]?.rename(title)
        return .none
      }
    }
  }
}

script.run(in: .live) {
  let store = script.store { Store(initialState: Todos.State()) { Todos() } }
  await script.settle()
  script.sending { store.send(.toggle(2)) }
  await script.settle()
  script.sending { store.send(.toggle(9)) }
  await script.settle()
  script.sending { store.send(.rename(1, "oat milk")) }
  await script.settle()
  script.sending { store.send(.rename(7, "never")) }
  await script.settle()
  for todo in (script.onMainActor { store.state.todos }) {
    print(todo.id, todo.title, todo.done)
  }
  var list: IdentifiedArrayOf<Todo> = [Todo(id: 3, title: "bread")]
  list[id: 3]?.done.toggle()
  list[id: 4]?.done.toggle()
  print(list[id: 3]?.done ?? false, list.count)
}
