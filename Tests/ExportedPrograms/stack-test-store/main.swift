// stack-test-store.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("stack-test-store.dep")

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case rename(String)
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let title):
        state.title = title
        return .none
      case .closeTapped:
        return script.effect(
          .run { _ in
            await script.dismiss(self.dismiss, at: "stack-test-store.dep:22")
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
    case backTapped
    case openTwo
    case reset
    case push
    case popTwo
    case clear
    case path(StackAction<Detail.State, Detail.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backTapped:
        state.path.removeLast()
        return .none
      case .openTwo:
        state.path.append(Detail.State(title: "x"))
        state.path.append(Detail.State(title: "y"))
        return .none
      case .reset:
        state.path = StackState()
        return .none
      case .push:
        state.path.append(Detail.State(title: "p"))
        return .none
      case .popTwo:
        state.path.removeLast(2)
        return .none
      case .clear:
        state.path.removeAll()
        return .none
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
  let store = script.store { TestStore(initialState: Path.State()) { Path() } }
  await script.hosted { await store.send(.path(.push(id: 0, state: Detail.State(title: "a")))) { $0.path.append(Detail.State(title: "a")) } }
  await script.hosted { await store.send(.path(.push(id: 1, state: Detail.State(title: "b")))) { $0.path.append(Detail.State(title: "b")) } }
  await script.hosted { await store.send(.path(.element(id: 0, action: .rename("A")))) { $0.path[id: 0]?.title = "A" } }
  print(script.onMainActor { store.state })
  await script.hosted { await store.send(.path(.element(id: 1, action: .closeTapped))) }
  await script.hosted { await store.receive(\.path.popFrom) { $0.path.pop(from: 1) } }
  await script.hosted { await store.send(.backTapped) { $0.path.removeLast() } }
  print(script.onMainActor { store.state })
  await script.hosted {
    await store.send(.openTwo) {
      $0.path.append(Detail.State(title: "x"))
      $0.path.append(Detail.State(title: "y"))
    }
  }
  print(script.onMainActor { store.state })
  await script.hosted { await store.send(.path(.element(id: 3, action: .closeTapped))) }
  await script.hosted { await store.receive(.path(.popFrom(id: 3))) { $0.path[id: 3] = nil } }
  await script.hosted { await store.send(.reset) { $0.path = StackState() } }
  await script.hosted {
    await store.send(.openTwo) {
      $0.path.append(Detail.State(title: "x"))
      $0.path.append(Detail.State(title: "y"))
    }
  }
  print(script.onMainActor { store.state.path.ids })
  await script.hosted { await store.send(.path(.element(id: 4, action: .rename("z")))) { $0.path[id: 4]?.title = "q" } }
  script.expect(issues: 1, at: 122, 1)
  await script.hosted { await store.send(.clear) { $0.path.removeAll() } }
  await script.hosted { await store.send(.push) { $0.path[id: 6] = Detail.State(title: "p") } }
  await script.hosted { await store.send(.path(.push(id: 7, state: Detail.State(title: "q")))) { $0.path[id: 7] = Detail.State(title: "q") } }
  await script.hosted { await store.send(.push) { $0.path.append(Detail.State(title: "p")) } }
  print(script.onMainActor { store.state.path.ids })
  await script.hosted { await store.send(.popTwo) { $0.path.removeLast(2) } }
  print(script.onMainActor { store.state })
}
