// guard.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("guard.dep")

enum AnalyticsKey: DependencyKey {
  static let liveValue: String? = "live analytics"
  static let testValue: String? = nil
}

extension DependencyValues {
  var analytics: String? {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var count = 0
  }

  enum Action: Equatable {
    case track
    case load(Int)
  }

  @Dependency(\.analytics) var analytics

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .track:
        guard let analytics = self.analytics else {
          print("no analytics")
          return .none
        }
        print("tracking with", analytics)
        return .none
      case .load(let n):
        guard n > 0 else {
          return .none
        }
        state.count = n
        let doubled = n * 2
        print("doubled", doubled)
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: Profile.State()) { Profile() } }
  await script.hosted { await store.send(.track) }
  await script.hosted { await store.send(.load(0)) }
  await script.hosted { await store.send(.load(3)) { $0.count = 3 } }
  let live = withDependencies { $0.context = .live } operation: {
    return script.store { Store(initialState: Profile.State()) { Profile() } }
  }
  script.sending { live.send(.track) }
}
