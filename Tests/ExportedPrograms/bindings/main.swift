// bindings.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("bindings.dep")

@Reducer
struct SignupForm {
  @ObservableState
  struct State: Equatable {
    var handle = ""
    var newsletter = false
    var seen = ""
    var edits = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.seen = state.handle
      return .none
    }
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.handle):
        state.handle = state.handle.lowercased()
        state.edits += 1
        return .none
      case .binding:
        return .none
      case .resetTapped:
        return .send(.binding(.set(\.handle, "Anonymous")))
      }
    }
  }
}

@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  let catalog = ["pear", "apple", "plum"]

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          print("query", oldValue, "->", newValue)
          state.results = catalog.filter { $0.hasPrefix(newValue) }
          return .none
        }
      }
      .onChange(of: \.results) { _, results in
        Reduce { state, _ in
          print("results", results.count)
          return .none
        }
      }
  }
}

script.run {
  let store = script.store { Store(initialState: SignupForm.State()) { SignupForm() } }
  script.sending { store.send(.binding(.set(\.handle, "Blob"))) }
  print(script.onMainActor { store.state.handle }, script.onMainActor { store.state.seen }, script.onMainActor { store.state.edits })
  script.sending { store.send(.binding(.set(\.newsletter, true))) }
  print(script.onMainActor { store.state.newsletter }, script.onMainActor { store.state.seen }, script.onMainActor { store.state.edits })
  script.sending { store.send(.resetTapped) }
  print(script.onMainActor { store.state.handle }, script.onMainActor { store.state.edits })
  let testStore = script.store { TestStore(initialState: SignupForm.State()) { SignupForm() } }
  await script.hosted {
    await testStore.send(\.binding.handle, "Blob") {
      $0.handle = "blob"
      $0.edits = 1
    }
  }
  await script.hosted {
    await testStore.send(.binding(.set(\.newsletter, true))) {
      $0.newsletter = true
      $0.seen = "blob"
    }
  }
  await script.hosted { await testStore.send(.resetTapped) }
  await script.hosted {
    await testStore.receive(.binding(.set(\.handle, "Anonymous"))) {
      $0.handle = "anonymous"
      $0.edits = 2
    }
  }
  await script.hosted {
    await testStore.send(\.binding.newsletter, false) {
      $0.newsletter = true
      $0.seen = "anonymous"
    }
  }
  script.expect(issues: 1, at: 77, 1)
  print("done")
  let search = script.store { Store(initialState: Search.State()) { Search() } }
  script.sending { search.send(.binding(.set(\.query, "p"))) }
  script.sending { search.send(.binding(.set(\.query, "p"))) }
  print(script.onMainActor { search.state.results })
}
