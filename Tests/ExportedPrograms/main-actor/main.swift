// main-actor.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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
import Foundation

let script = Script("main-actor.dep")

// @MainActor: run on the script's executor (depplay)
enum App {
  static let store = script.store { Store(initialState: Stamps.State()) { Stamps() } }
}

// @MainActor: run on the script's executor (depplay)
func makeModel() -> TimestampModel {
  return withDependencies { $0.date.now = Date(timeIntervalSince1970: 60) } operation: { TimestampModel() }
}

// @MainActor: run on the script's executor (depplay)
func load() async {
  // Task {} copies task-locals: overrides inherited
  let first = Task(executorPreference: script.executor, operation: script.unit(.task) {
    print("in the first task")
    return 1
  })
  // Task {} copies task-locals: overrides inherited
  let second = Task(executorPreference: script.executor, operation: script.unit(.task) {
    print("in the second task")
    return 2
  })
  print("both made")
  let one = await first.value
  let two = await second.value
  print("sum", one + two)
}

func readCount() async -> Int {
  let result = await script.onMainActor { App.store.state.stamps.count }
  await script.settle()
  return result
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
// @MainActor: run on the script's executor (depplay)
final class TimestampModel: @unchecked Sendable {
  var stamps: [Date] = []

  @Dependency(\.date.now) var now

  func stamp() {
    stamps.append(now)
  }

  func stampLater() async {
    // Task {} copies task-locals: overrides inherited
    let task = Task(executorPreference: script.executor, operation: script.unit(.task) { self.stamp() })
    print("queued, count", stamps.count)
    await task.value
    print("stamped, count", stamps.count)
  }
}

// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which
// are Sendable and never reassigned.
final class Loader: @unchecked Sendable {

  // @MainActor: run on the script's executor (depplay)
  func start() async {
    // Task {} copies task-locals: overrides inherited
    let task = Task(executorPreference: script.executor, operation: script.unit(.task) { print("loading") })
    print("start made its task")
    await task.value
  }
}

@Reducer
struct Stamps {
  @ObservableState
  struct State: Equatable {
    var stamps: [Date] = []
  }

  enum Action: Equatable {
    case stamp
  }

  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.stamps.append(self.now)
      return .none
    }
  }
}

script.run {
  let model = makeModel()
  model.stamp()
  print(model.stamps.count, model.stamps[0])
  await model.stampLater()
  await load()
  await Loader().start()
  withDependencies { $0.date.now = Date(timeIntervalSince1970: 120) } operation: { print(script.onMainActor { App.store.state.stamps.count }) }
  script.sending { App.store.send(.stamp) }
  print(script.onMainActor { App.store.state.stamps }[0])
  print(await readCount())
}
