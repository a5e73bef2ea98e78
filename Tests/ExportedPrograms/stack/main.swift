// stack.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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
import Foundation

let script = Script("stack.dep")

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case appeared
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        print(state.title, "presented:", self.isPresented)
        return .none
      case .closeTapped:
        return script.effect(
          .run { _ in
            await script.dismiss(self.dismiss, at: "stack.dep:20")
            await script.settle()
          })
      }
    }
  }
}

@Reducer
struct Path {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Detail.State>()
  }

  enum Action: Equatable {
    case path(StackAction<Detail.State, Detail.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.popFrom(let id)):
        print("popping", id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Detail() }
  }
}

script.run(in: .test) {
  let store = script.store { Store(initialState: Path.State()) { Path() } }
  script.sending { store.send(.path(.push(id: 0, state: Detail.State(title: "first")))) }
  script.sending { store.send(.path(.push(id: 1, state: Detail.State(title: "second")))) }
  print(script.onMainActor { store.state })
  await script.sending { store.send(.path(.element(id: 1, action: .appeared))) }.finish()
  await script.sending { store.send(.path(.element(id: 1, action: .closeTapped))) }.finish()
  print(script.onMainActor { store.state })
}
