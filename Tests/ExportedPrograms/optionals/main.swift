// optionals.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("optionals.dep")

enum AnalyticsKey: DependencyKey {
  static let liveValue: Analytics? = Analytics(
    track: { name in print("live:", name) }, eventCount: { 1 })
  static let testValue: Analytics? = nil
}

extension DependencyValues {
  var analytics: Analytics? {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

@DependencyClient
struct Analytics: Sendable {
  var track: @Sendable (String) -> Void
  var eventCount: @Sendable () -> Int = { 0 }
}

@Reducer
struct Child {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case tap
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

@Reducer
struct Parent {
  @ObservableState
  struct State: Equatable {
    var child: Child.State? = nil
    var seen = 0
  }

  enum Action: Equatable {
    case open
    case look
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        state.child = Child.State(count: 5)
        return .none
      case .look:
        if let count = state.child?.count {
          state.seen = count
        } else {
          state.seen = -1
        }
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

script.run(in: .test) {
  @Dependency(\.analytics) var analytics
  analytics?.track("launched")
  await script.settle()
  print(analytics?.eventCount() == nil)
  await script.settle()
  if let client = analytics {
    client.track("unreachable")
    await script.settle()
  } else {
    print("no analytics")
  }
  await script.settle()
  withDependencies {
    $0.analytics = Analytics(
      track: { name in print("tracked", name) }, eventCount: { 3 })
  } operation: {
    @Dependency(\.analytics) var analytics
    analytics?.track("opened")
    if let count = analytics?.eventCount() {
      print("events:", count)
    }
    if let client = analytics {
      client.track("direct")
    }
  }
  await script.settle()
  let store = script.store { Store(initialState: Parent.State()) { Parent() } }
  await script.settle()
  script.sending { store.send(.look) }
  await script.settle()
  print(script.onMainActor { store.state.seen })
  print(script.onMainActor { store.state.child }?.count == nil)
  script.sending { store.send(.open) }
  await script.settle()
  script.sending { store.send(.child(.tap)) }
  await script.settle()
  script.sending { store.send(.look) }
  await script.settle()
  print(script.onMainActor { store.state.seen })
  print(script.onMainActor { store.state.child }?.count == 6)
  print(script.onMainActor { store.state.child }.map { "child \($0.count)" } ?? "no child")
  print(Parent.State().child.map { $0.count } ?? -1)
  await script.settle()
}
