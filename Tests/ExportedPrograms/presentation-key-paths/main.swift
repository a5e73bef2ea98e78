// presentation-key-paths.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("presentation-key-paths.dep")

@Reducer
struct Tip {
  @ObservableState
  struct State: Equatable {
    var percent = 15
  }

  enum Action: Equatable {
    case bump
    case set(Int)
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.percent += 5
        return .none
      case .set(let percent):
        state.percent = percent
        return .none
      case .closeTapped:
        return script.effect(
          .run { _ in
            await script.dismiss(self.dismiss, at: "presentation-key-paths.dep:21")
            await script.settle()
          })
      }
    }
  }
}

@Reducer
struct Bill {
  @ObservableState
  struct State: Equatable {
    @Presents var tip: Tip.State?
  }

  enum Action: Equatable {
    case tipTapped
    case tip(PresentationAction<Tip.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tipTapped:
        state.tip = Tip.State()
        return .none
      case .tip:
        return .none
      }
    }
    .ifLet(\.$tip, action: \.tip) { Tip() }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Bill.State()) { Bill() } }
  await script.hosted { await store.send(.tipTapped) { $0.tip = Tip.State() } }
  await script.hosted { await store.send(\.tip.bump) { $0.tip = Tip.State(percent: 20) } }
  await script.hosted { await store.send(\.tip.presented.bump) { $0.tip = Tip.State(percent: 25) } }
  await script.hosted { await store.send(\.tip.set, 18) { $0.tip = Tip.State(percent: 18) } }
  await script.hosted { await store.send(\.tip.closeTapped) }
  await script.hosted { await store.receive(\.tip.dismiss) { $0.tip = nil } }
  print(script.onMainActor { store.state.tip } == nil)
}
