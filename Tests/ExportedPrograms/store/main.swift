// store.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("store.dep")

enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 42
}

extension DependencyValues {
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case loaded(Int)
  }

  @Dependency(\.number) var number

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return script.effect(
          .run { send in
            withDependencies { $0.number = 1000 } operation: { print("inside", self.number) }
            await script.send(.loaded(self.number), with: send)
            await script.settle()
          })
      case .loaded(let n):
        state.count = n + self.number
        return .none
      }
    }
  }
}

@Reducer
struct Child {
  @ObservableState
  struct State: Equatable {
    var seen = 0
  }

  enum Action: Equatable {
    case look
  }

  @Dependency(\.number) var number

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.seen = self.number
      return .none
    }
  }
}

@Reducer
struct Parent {
  @ObservableState
  struct State: Equatable {
    var left = Child.State()
    var right = Child.State()
    var own = 0
  }

  enum Action: Equatable {
    case left(Child.Action)
    case right(Child.Action)
  }

  @Dependency(\.number) var number

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Child() }
      .dependency(\.number, 99)
    Scope(state: \.right, action: \.right) { Child() }
    Reduce { state, action in
      state.own = self.number
      return .none
    }
  }
}

@Reducer
struct Tuned {
  @ObservableState
  struct State: Equatable {
    var left = Child.State()
    var right = Child.State()
  }

  enum Action: Equatable {
    case left(Child.Action)
    case right(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Child() }
      .transformDependency(\.self) { values in
        print("transform sees", values.number)
        values.number += 100
      }
    Scope(state: \.right, action: \.right) { Child() }
  }
}

script.run {
  let store = withDependencies { $0.number = 7 } operation: {
    return script.store { Store(initialState: Counter.State()) { Counter() } }
  }
  print(script.onMainActor { store.state.count })
  let task = script.sending { store.send(.increment) }
  print(script.onMainActor { store.state.count })
  await task.finish()
  print(script.onMainActor { store.withState { $0.count } })
  withDependencies { $0.number = 5 } operation: {
    let other = script.store { Store(initialState: Counter.State(count: 10)) { Counter() } withDependencies: { $0.number = 20 } }
    print(script.onMainActor { other.state })
  }
  let parent = script.store { Store(initialState: Parent.State()) { Parent() } }
  script.sending { parent.send(.left(.look)) }
  script.sending { parent.send(.right(.look)) }
  print(script.onMainActor { parent.state.left.seen }, script.onMainActor { parent.state.right.seen }, script.onMainActor { parent.state.own })
  let tuned = script.store {
    Store(initialState: Tuned.State()) { Tuned() } withDependencies: { values in
      print("store overrides")
      values.number = 2
    }
  }
  script.sending { tuned.send(.left(.look)) }
  script.sending { tuned.send(.left(.look)) }
  script.sending { tuned.send(.right(.look)) }
  print(script.onMainActor { tuned.state.left.seen }, script.onMainActor { tuned.state.right.seen })
}
