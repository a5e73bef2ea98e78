// delegate-actions.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("delegate-actions.dep")

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case saveTapped
    case delegate(Delegate)

    enum Delegate: Equatable {
      case saved(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        return .send(.delegate(.saved(state.text)))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Notes {
  @ObservableState
  struct State: Equatable {
    var editor = Editor.State(text: "first note")
    var saved: [String] = []
  }

  enum Action: Equatable {
    case editor(Editor.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.editor, action: \.editor) { Editor() }
    Reduce { state, action in
      switch action {
      case .editor(.delegate(.saved(let text))):
        state.saved.append(text)
        return .none
      case .editor:
        return .none
      }
    }
  }
}

script.run {
  let store = script.store { Store(initialState: Notes.State()) { Notes() } }
  await script.settle()
  script.sending { store.send(.editor(.saveTapped)) }
  await script.settle()
  print(script.onMainActor { store.state.saved })
}
