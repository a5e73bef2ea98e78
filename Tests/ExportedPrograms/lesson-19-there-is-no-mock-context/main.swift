// 19-there-is-no-mock-context.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("19-there-is-no-mock-context.md")

enum ApiURLKey: DependencyKey {
  static let liveValue = "https://prod"
  static let previewValue = "https://preview"
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

script.run {
  let previewing = script.store { Store(initialState: Feed.State()) { Feed() } withDependencies: { $0.context = .preview } }
  await script.settle()
  script.sending { previewing.send(.load) }
  await script.settle()
  print(script.onMainActor { previewing.state.source })
  script.expect(output: "https://preview", at: 18, 1)
  let fixtures = script.store {
    Store(initialState: Feed.State()) { Feed() } withDependencies: {
      $0 = .test
      $0.apiURL = "https://fixtures"
    }
  }
  await script.settle()
  script.sending { fixtures.send(.load) }
  await script.settle()
  print(script.onMainActor { fixtures.state.source })
  let demo = script.store {
    Store(initialState: Feed.State()) { Feed() } withDependencies: {
      $0 = .preview
      $0.apiURL = "https://demo"
    }
  }
  await script.settle()
  script.sending { demo.send(.load) }
  await script.settle()
  script.expect(script.onMainActor { demo.state.source }, ==, "https://demo", "demo.state.source == \"https://demo\"", showing: ("demo.state.source", nil), at: 30, 1)
  script.expect(script.onMainActor { demo.withState { $0.source } }, ==, "https://demo", "demo.withState { $0.source } == \"https://demo\"", showing: ("demo.withState { $0.source }", nil), at: 31, 1)
  await script.settle()
}
