// reducer-enum-path.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("reducer-enum-path.dep")

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let title):
        state.title = title
        return .none
      }
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var isOn = false
  }

  enum Action: Equatable {
    case toggle
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.isOn.toggle()
      return .none
    }
  }
}

@Reducer
enum Path {
  case detail(Detail)
  case settings(Settings)
}
extension Path.State: Equatable {}
extension Path.Action: Equatable {}

@Reducer
struct App {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case openDetail
    case openSettings
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openDetail:
        state.path.append(.detail(Detail.State(title: "A")))
        return .none
      case .openSettings:
        state.path.append(.settings(Settings.State()))
        return .none
      case .path(.element(_, .detail(.rename(let title)))):
        print("renamed to", title)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

script.run {
  let store = script.store { Store(initialState: App.State()) { App() } }
  script.sending { store.send(.openDetail) }
  script.sending { store.send(.openSettings) }
  print(script.onMainActor { store.state.path.count })
  let detail = script.onMainActor { store.state.path.ids }[0]
  script.sending { store.send(.path(.element(id: detail, action: .detail(.rename("B"))))) }
  script.sending { store.send(.path(.element(id: script.onMainActor { store.state.path.ids }[1], action: .settings(.toggle)))) }
  if case .detail(let d) = (script.onMainActor { store.state.path.first }) {
    print(d.title)
  }
  if case .settings(let s) = (script.onMainActor { store.state.path.last }) {
    print(s.isOn)
  }
  print(script.onMainActor { store.state.path }[id: detail, case: \.detail]?.title ?? "none")
  print(script.onMainActor { store.state.path }[id: detail, case: \.settings] == nil)
  script.sending { store.send(.path(.popFrom(id: detail))) }
  print(script.onMainActor { store.state.path.isEmpty })
  let test = script.store { TestStore(initialState: App.State()) { App() } }
  await script.hosted { await test.send(.openDetail) { $0.path.append(.detail(Detail.State(title: "A"))) } }
  let first = script.onMainActor { test.state.path.ids }[0]
  await script.hosted { await test.send(.path(.element(id: first, action: .detail(.rename("C"))))) { $0.path[id: first, case: \.detail]?.title = "C" } }
  await script.hosted {
    await test.send(.openSettings) {
      $0.path.append(.settings(Settings.State()))
      $0.path[id: first, case: \.settings]?.isOn = true
    }
  }
  script.expect(issues: 1, at: 98, 1)
  await script.hosted {
    await test.send(.path(.popFrom(id: first))) {
      $0.path[id: first, case: \.detail] = nil
      $0.path.removeAll()
    }
  }
  let seededState = App.State(path: StackState([.settings(Settings.State())]))
  let seeded = script.store { TestStore(initialState: seededState) { App() } }
  let seededID = script.onMainActor { seeded.state.path.ids }[0]
  await script.hosted { await seeded.send(.path(.element(id: seededID, action: .settings(.toggle)))) { $0.path[id: seededID, case: \.settings]?.isOn = true } }
  print(script.onMainActor { seeded.state.path.count })
}
