// state-methods.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("state-methods.dep")

// @MainActor: run on the script's executor (depplay)
func shop() {
  let store = script.store { Store(initialState: Basket.State()) { Basket() } }
  print(script.onMainActor { store.state.summary }())
  script.sending { store.send(.added("apple")) }
  script.sending { store.send(.added("pear")) }
  script.sending { store.send(.added("plum")) }
  print(script.onMainActor { store.state.summary }(), script.onMainActor { store.state.isFull })
  script.sending { store.send(.emptied) }
  print(script.onMainActor { store.state.summary }())
}

@Reducer
struct Basket {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    var limit = 2

    var isFull: Bool {
      return items.count >= limit
    }

    func summary() -> String {
      return isFull ? "full: \(items.joined(separator: ", "))" : "\(items.count) of \(limit)"
    }

    mutating func addItem(_ name: String) {
      guard !isFull else {
        return
      }
      items.append(name)
    }

    mutating func empty() {
      items = []
    }
  }

  enum Action: Equatable {
    case added(String)
    case emptied
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .added(let name):
        state.addItem(name)
        return .none
      case .emptied:
        state.empty()
        return .none
      }
    }
  }
}

script.run {
  await shop()
  @Sendable func aFullBasketTakesNoMore() async {
    let store = script.store { TestStore(initialState: Basket.State(limit: 1)) { Basket() } }
    await script.hosted { await store.send(.added("fig")) { $0.addItem("fig") } }
    await script.hosted { await store.send(.added("kiwi")) }
    print(script.onMainActor { store.state.summary }())
  }
  await script.test("aFullBasketTakesNoMore") {
    await aFullBasketTakesNoMore()
  }
}
