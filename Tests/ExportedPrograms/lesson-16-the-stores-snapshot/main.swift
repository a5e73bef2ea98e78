// 16-the-stores-snapshot.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
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

let script = Script("16-the-stores-snapshot.md")

enum ApiURLKey: DependencyKey {
  static let liveValue = "https://prod"
  static let testValue = "https://mock"
}

extension DependencyValues {
  var apiURL: String {
    get { self[ApiURLKey.self] }
    set { self[ApiURLKey.self] = newValue }
  }
}

@Reducer
struct Feed {
  @ObservableState
  struct State: Equatable {
    var source = ""
  }

  enum Action: Equatable {
    case load
  }

  @Dependency(\.apiURL) var apiURL

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.source = self.apiURL
      return .none
    }
  }
}

script.run(in: .test) {
  let store = withDependencies { $0.apiURL = "https://staging" } operation: {
    return script.store { Store(initialState: Feed.State()) { Feed() } }
  }
  await script.settle()
  script.sending { store.send(.load) }
  await script.settle()
  print(script.onMainActor { store.state.source })
  script.expect(output: "https://staging", at: 19, 1)
  withDependencies { $0.apiURL = "https://other" } operation: { script.sending { store.send(.load) } }
  await script.settle()
  print(script.onMainActor { store.state.source })
  let preview = script.store { Store(initialState: Feed.State()) { Feed() } withDependencies: { $0.apiURL = "https://fixtures" } }
  await script.settle()
  script.sending { preview.send(.load) }
  await script.settle()
  script.expect(script.onMainActor { preview.state.source }, ==, "https://fixtures", "preview.state.source == \"https://fixtures\"", showing: ("preview.state.source", nil), at: 28, 1)
  let staging = script.store { Store(initialState: Feed.State()) { Feed() } withDependencies: { $0.apiURL = "https://staging" } }
  await script.settle()
  withDependencies { $0.apiURL = "https://elsewhere" } operation: { script.sending { staging.send(.load) } }
  await script.settle()
  script.expect(script.onMainActor { staging.state.source }, ==, "https://staging", "staging.state.source == \"https://staging\"", showing: ("staging.state.source", nil), at: 33, 1)
}
