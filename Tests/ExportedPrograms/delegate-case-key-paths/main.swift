// delegate-case-key-paths.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("delegate-case-key-paths.dep")

@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable {
    var total: Int
  }

  enum Action: Equatable {
    case payTapped
    case cancelTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case paid(Int)
      case cancelled(reason: String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payTapped:
        return .send(.delegate(.paid(state.total)))
      case .cancelTapped:
        return .send(.delegate(.cancelled(reason: "changed my mind")))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Shop {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Checkout.State>()
    var checkout = Checkout.State(total: 5)
    var revenue = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case path(StackActionOf<Checkout>)
    case checkout(Checkout.Action)
    case checkoutTapped(Int)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.checkout, action: \.checkout) { Checkout() }
    Reduce { state, action in
      switch action {
      case .checkoutTapped(let total):
        state.path.append(Checkout.State(total: total))
        return .none
      case .path(.element(let id, .delegate(.paid(let amount)))):
        state.revenue += amount
        state.path.pop(from: id)
        return .none
      case .checkout(.delegate(.cancelled(let reason))):
        state.log.append(reason)
        return .none
      case .path, .checkout:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Checkout() }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Shop.State()) { Shop() } }
  await script.hosted { await store.send(.checkoutTapped(30)) { $0.path.append(Checkout.State(total: 30)) } }
  await script.hosted { await store.send(.path(.element(id: 0, action: .payTapped))) }
  await script.hosted {
    await store.receive(\.path[id: 0].delegate.paid) {
      $0.revenue = 30
      $0.path = StackState()
    }
  }
  await script.hosted { await store.send(.checkout(.cancelTapped)) }
  await script.hosted { await store.receive(\.checkout.delegate.cancelled) { $0.log = ["changed my mind"] } }
  print(script.onMainActor { store.state.revenue }, script.onMainActor { store.state.log })
}
