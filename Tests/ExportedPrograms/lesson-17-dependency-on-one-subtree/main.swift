// 17-dependency-on-one-subtree.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
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

let script = Script("17-dependency-on-one-subtree.md")

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
struct Panel {
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

@Reducer
struct Dashboard {
  @ObservableState
  struct State: Equatable {
    var left = Panel.State()
    var right = Panel.State()
    var own = ""
  }

  enum Action: Equatable {
    case left(Panel.Action)
    case right(Panel.Action)
  }

  @Dependency(\.apiURL) var apiURL

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Panel() }
      .dependency(\.apiURL, "https://left")
    Scope(state: \.right, action: \.right) { Panel() }
    Reduce { state, action in
      state.own = self.apiURL
      return .none
    }
  }
}

@Reducer
struct Loader {
  @ObservableState
  struct State: Equatable {
    var loadedFrom = ""
    var reducedWith = ""
  }

  enum Action: Equatable {
    case load
    case loadInner
    case loaded(String)
  }

  @Dependency(\.apiURL) var apiURL

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        return script.effect(
          .run { send in
            await script.send(.loaded(self.apiURL), with: send)
            await script.settle()
          })
      case .loadInner:
        return script.effect(
          .run { send in
            await withDependencies { $0.apiURL = "https://inner" } operation: {
              let result = await script.send(.loaded(self.apiURL), with: send)
              await script.settle()
              return result
            }
            await script.settle()
          })
      case .loaded(let source):
        state.loadedFrom = source
        state.reducedWith = self.apiURL
        return .none
      }
    }
  }
}

script.run(in: .test) {
  let store = script.store { Store(initialState: Dashboard.State()) { Dashboard() } }
  script.sending { store.send(.left(.load)) }
  script.expect(script.onMainActor { store.state.left.source }, ==, "https://left", "store.state.left.source == \"https://left\"", showing: ("store.state.left.source", nil), at: 37, 1)
  script.expect(script.onMainActor { store.state.own }, ==, "https://mock", "store.state.own == \"https://mock\"", showing: ("store.state.own", nil), at: 38, 1)
  script.sending { store.send(.right(.load)) }
  print(script.onMainActor { store.state.right.source })
  let loader = script.store {
    Store(initialState: Loader.State()) {
      Loader()
        .dependency(\.apiURL, "https://reducer")
    }
  }
  await script.sending { loader.send(.load) }.finish()
  script.expect(script.onMainActor { loader.state.loadedFrom }, ==, "https://reducer", "loader.state.loadedFrom == \"https://reducer\"", showing: ("loader.state.loadedFrom", nil), at: 77, 1)
  script.expect(script.onMainActor { loader.state.reducedWith }, ==, "https://reducer", "loader.state.reducedWith == \"https://reducer\"", showing: ("loader.state.reducedWith", nil), at: 78, 1)
  await script.sending { loader.send(.loadInner) }.finish()
  script.expect(script.onMainActor { loader.state.loadedFrom }, ==, "https://inner", "loader.state.loadedFrom == \"https://inner\"", showing: ("loader.state.loadedFrom", nil), at: 80, 1)
  script.expect(script.onMainActor { loader.state.reducedWith }, ==, "https://reducer", "loader.state.reducedWith == \"https://reducer\"", showing: ("loader.state.reducedWith", nil), at: 81, 1)
  let everywhere = script.store {
    Store(initialState: Dashboard.State()) {
      Dashboard()
        .dependency(\.apiURL, "https://all")
    }
  }
  script.sending { everywhere.send(.left(.load)) }
  script.sending { everywhere.send(.right(.load)) }
  script.expect(script.onMainActor { everywhere.state.right.source }, ==, "https://all", "everywhere.state.right.source == \"https://all\"", showing: ("everywhere.state.right.source", nil), at: 87, 1)
  script.expect(script.onMainActor { everywhere.state.own }, ==, "https://all", "everywhere.state.own == \"https://all\"", showing: ("everywhere.state.own", nil), at: 88, 1)
  script.expect(script.onMainActor { everywhere.state.left.source }, ==, "https://left", "everywhere.state.left.source == \"https://left\"", showing: ("everywhere.state.left.source", nil), at: 89, 1)
}
