// 18-test-store-dependencies.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("18-test-store-dependencies.md")

enum CounterStartKey: DependencyKey {
  static let liveValue = 100
  static let testValue = 0
}

extension DependencyValues {
  var counterStart: Int {
    get { self[CounterStartKey.self] }
    set { self[CounterStartKey.self] = newValue }
  }
}

enum FactAPIKey: DependencyKey {
  static let liveValue = "a live fact"
  static var testValue: String {
    unimplemented("factAPI", placeholder: "")
  }
}

extension DependencyValues {
  var factAPI: String {
    get { self[FactAPIKey.self] }
    set { self[FactAPIKey.self] = newValue }
  }
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact = ""
  }

  enum Action: Equatable {
    case increment
    case factButtonTapped
    case factResponse(String)
  }

  @Dependency(\.factAPI) var factAPI

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .factButtonTapped:
        return script.effect(
          .run { send in
            await script.send(.factResponse("\(self.factAPI)!"), with: send)
            await script.settle()
          })
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.factAPI = "a test fact" } }
  await script.hosted { await store.send(.increment) { $0.count = 1 } }
  await script.hosted { await store.send(.factButtonTapped) }
  await script.hosted { await store.receive(.factResponse("a test fact!")) { $0.fact = "a test fact!" } }
  print(script.onMainActor { store.state.fact })
  script.expect(output: "a test fact!", at: 37, 1)
  script.onMainActor { store.dependencies.factAPI = "a second fact" }
  await script.hosted { await store.send(.factButtonTapped) }
  await script.hosted { await store.receive(.factResponse("a second fact!")) { $0.fact = "a second fact!" } }
  print(script.onMainActor { store.state.fact })
  let bare = script.store { TestStore(initialState: Counter.State()) { Counter() } }
  await script.hosted { await bare.send(.factButtonTapped) }
  await script.hosted { await bare.receive(.factResponse("!")) { $0.fact = "!" } }
  script.expect(issues: 1, kind: .unimplemented, key: "factAPI", at: 45, 1)
  let loose = script.store { TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.factAPI = "a loose fact" } }
  script.onMainActor { loose.exhaustivity = .off }
  await script.hosted { await loose.send(.increment) }
  await script.hosted { await loose.send(.increment) { $0.count = 2 } }
  await script.hosted { await loose.send(.factButtonTapped) }
  await script.hosted { await loose.skipReceivedActions() }
  print(script.onMainActor { loose.state.fact })
  script.expect(output: "a loose fact!", at: 55, 1)
  let shown = script.store { TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.factAPI = "a shown fact" } }
  script.onMainActor { shown.exhaustivity = .off(showSkippedAssertions: true) }
  await script.hosted { await shown.send(.increment) }
  await script.hosted { await shown.send(.factButtonTapped) }
  await script.hosted { await shown.skipReceivedActions() }
  print(script.onMainActor { shown.state.fact })
  script.expect(output: "a shown fact!", at: 64, 1)
  script.expect(issues: 0, at: 65, 1)
  let controlled = script.store { TestStore(initialState: Counter.State()) { Counter() } withDependencies: { $0.factAPI = "controlled" } }
  await script.hosted { await controlled.send(.factButtonTapped) }
  await script.hosted { await controlled.receive(.factResponse("controlled!")) { $0.fact = "controlled!" } }
  script.expect(issues: 0, at: 71, 1)
}
