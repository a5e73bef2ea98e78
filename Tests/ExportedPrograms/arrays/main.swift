// arrays.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("arrays.dep")

struct Todo: Equatable {
  let id: Int
  var title: String
  var isDone = false
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var todos: [Todo] = []
  }

  enum Action: Equatable {
    case add(String)
    case toggle(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let title):
        state.todos.append(Todo(id: state.todos.count + 1, title: title))
        return .none
      case .toggle(let id):
        if let index = state.todos.firstIndex(where: { $0.id == id }) {
          state.todos[index].isDone.toggle()
        }
        return .none
      }
    }
  }
}

script.run {
  var numbers = [3, 1, 4]
  numbers[0] = 10
  numbers[1] += 5
  numbers.append(1)
  numbers.append(contentsOf: [5, 9])
  numbers.insert(2, at: 1)
  print(numbers)
  print(numbers[2], numbers.remove(at: 1))
  print(numbers.contains(9), numbers.contains(7))
  print(numbers.map { $0 * 2 })
  print(numbers.filter { $0 > 4 }.count)
  print(numbers.contains { $0 < 0 }, numbers.firstIndex { $0 == 4 } ?? -1)
  numbers.removeAll()
  print(numbers, numbers.isEmpty)
  var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
  todos[1].isDone.toggle()
  todos[0].title = "Oat milk"
  print(todos.map(\.title), todos.filter(\.isDone).count)
  print(todos.first { $0.isDone }?.title ?? "none", todos.first(where: \.isDone)?.id ?? 0)
  var isOn = false
  isOn.toggle()
  print(isOn)
  let store = script.store { Store(initialState: TodoList.State()) { TodoList() } }
  await script.settle()
  script.sending { store.send(.add("Milk")) }
  await script.settle()
  script.sending { store.send(.add("Eggs")) }
  await script.settle()
  script.sending { store.send(.toggle(id: 2)) }
  await script.settle()
  print(script.onMainActor { store.state.todos }.map(\.title), script.onMainActor { store.state.todos }.map(\.isDone))
  let scores = [7, 12, 3]
  print(scores.min(), scores.max())
  print(scores.filter { $0.isMultiple(of: 3) })
  for (place, score) in scores.enumerated() {
    if place == 1 {
      print(place, score)
    }
  }
  print(scores.enumerated().map { "\($0.offset)=\($0.element)" })
  var queue = [5, 2, 9, 1]
  queue.sort()
  print(queue)
  queue.sort(by: { $0 > $1 })
  print(queue)
  queue.removeAll { $0.isMultiple(of: 2) }
  print(queue)
  var words = ["pear", "fig", "apple"]
  words.sort { $0.count < $1.count }
  words.removeAll(where: { $0.hasPrefix("a") })
  print(words)
}
