// stack-collection-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("stack-collection-methods.dep")

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var likes = 0
  }

  enum Action: Equatable {
    case like
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .like:
        state.likes += 1
        return .none
      }
    }
  }
}

@Reducer
struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Detail.State>()
  }

  enum Action: Equatable {
    case open(String)
    case path(StackAction<Detail.State, Detail.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open(let title):
        state.path.append(Detail.State(title: title))
        print("open:", state.path.map(\.title))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Detail() }
  }
}

script.run {
  let store = script.store { Store(initialState: Root.State()) { Root() } }
  await script.settle()
  script.sending { store.send(.open("First")) }
  await script.settle()
  script.sending { store.send(.open("Second")) }
  await script.settle()
  let top = script.onMainActor { store.state.path.ids.last }!
  script.sending { store.send(.path(.element(id: top, action: .like))) }
  await script.settle()
  print(script.onMainActor { store.state.path }.map { "\($0.title): \($0.likes)" })
  print(script.onMainActor { store.state.path }.filter { $0.likes > 0 }.count)
  print(script.onMainActor { store.state.path }.contains { $0.title == "First" })
  for detail in (script.onMainActor { store.state.path }) {
    print(detail.title, detail.likes)
  }
}
