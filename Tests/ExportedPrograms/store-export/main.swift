// store-export.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("store-export.dep")

enum StepKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 2
}

extension DependencyValues {
  var step: Int {
    get { self[StepKey.self] }
    set { self[StepKey.self] = newValue }
  }
}

@Reducer
struct Meter {
  @ObservableState
  struct State: Equatable {
    var total = 0
    var log = ""
  }

  enum Action: Equatable {
    case add(Int)
    case twice
    case chain
    case note(String)
    case ping
    case pair(String, Int)
  }

  @Dependency(\.step) var step

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let n):
        if n > 10 {
          state.log = "big"
        } else if n < 0 {
          state.log = "negative"
        } else {
          state.total += n * self.step
        }
        return .none
      case .twice:
        print("twice with", self.step)
        return .merge(.send(.add(1)), .send(.add(2)))
      case .chain:
        return .concatenate(
          script.effect(
            .run { send in
              await script.send(.note("first"), with: send)
              await script.settle()
            }),
          script.effect(
            .run { send in
              // Task {} copies task-locals: overrides inherited
              Task(executorPreference: script.executor, operation: script.unit(.task) {
                await script.send(.ping, with: send)
                await script.settle()
              })
              await script.settle()
              await script.send(.note("second"), with: send)
              await script.settle()
            }))
      case .note(let text):
        state.log = state.log + text
        return .none
      default:
        print("unhandled", action)
        return .none
      }
    }
  }
}

@Reducer
struct Panel {
  @ObservableState
  struct State: Equatable {
    var meter = Meter.State()
  }

  enum Action: Equatable {
    case meter(Meter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      print("panel", action)
      return .none
    }
    Scope(state: \.meter, action: \.meter) { Meter() }
  }
}

script.run(in: .test) {
  let store = script.store { Store(initialState: Meter.State()) { Meter() } }
  script.sending { store.send(.add(3)) }
  script.sending { store.send(.add(20)) }
  print(script.onMainActor { store.state.total }, script.onMainActor { store.state.log })
  await script.sending { store.send(.twice) }.finish()
  print(script.onMainActor { store.withState { $0.total } })
  await script.sending { store.send(.chain) }.finish()
  print(script.onMainActor { store.state })
  script.expect(script.onMainActor { store.state.total }, ==, 12, "store.state.total == 12", showing: ("store.state.total", nil), at: 63, 1)
  script.sending { store.send(.pair("q", 3)) }
  if (script.onMainActor { store.state.total } > 100) {
    print("over a hundred")
  } else if (script.onMainActor { store.state.log } == "") {
    print("nothing logged")
  } else {
    print("logged", script.onMainActor { store.state.log })
  }
  let panel = script.store { Store(initialState: Panel.State()) { Panel() } }
  script.sending { panel.send(.meter(.ping)) }
  print(script.onMainActor { panel.state })
  let test = script.store { TestStore(initialState: Meter.State()) { Meter() } withDependencies: { $0.step = 10 } }
  await script.hosted { await test.send(.add(1)) { $0.total = 10 } }
  await script.hosted { await test.send(.twice) }
  await script.hosted { await test.receive(.add(1)) { $0.total = 20 } }
  await script.hosted { await test.receive(.add(2)) { $0.total = 40 } }
  let running = await script.hosted { await test.send(.chain) }
  await script.hosted { await running.finish() }
  await script.hosted { await test.receive(.note("first")) { $0.log = "first" } }
  await script.hosted { await test.receive(.note("second")) { $0.log = "firstsecond" } }
  await script.hosted { await test.receive(.ping) }
  await script.hosted { await test.finish() }
  switch (script.onMainActor { test.state.total }) {
  case 40:
    print("forty")
  default:
    print("other")
  }
  let panelTest = script.store { TestStore(initialState: Panel.State()) { Panel() } }
  await script.hosted { await panelTest.send(.meter(.twice)) }
  await script.hosted { await panelTest.receive(.meter(.add(1))) { $0.meter.total = 2 } }
  await script.hosted { await panelTest.receive(.meter(.add(2))) { $0.meter.total = 6 } }
  await script.hosted { await panelTest.receive(.meter(.ping)) }
  script.expect(issues: 1, at: 117, 1)
}
