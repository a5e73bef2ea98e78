// inout-method-parameters.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("inout-method-parameters.dep")

// @MainActor: run on the script's executor (depplay)
func play() {
  let store = script.store { Store(initialState: Tally.State()) { Tally() } }
  script.sending { store.send(.add(3)) }
  script.sending { store.send(.add(4)) }
  script.sending { store.send(.undo) }
  print(script.onMainActor { store.state.history })
  print(script.onMainActor { store.state.total })
}

// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial
// executor, so no two of them use its stored properties at once.
final class Meter: @unchecked Sendable {
  var reads = 0

  func read(into readings: inout [Int], value: Int) {
    reads += 1
    readings.append(value * reads)
  }
}

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var total = 0
    var history: [String] = []
  }

  enum Action: Equatable {
    case add(Int)
    case undo
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let amount):
        state.total += amount
        return note(state: &state, "+\(amount)")
      case .undo:
        state.total = 0
        return note(state: &state, "undo")
      }
    }
  }

  func note(state: inout State, _ entry: String) -> Effect<Action> {
    state.history.append("\(entry) = \(state.total)")
    return .none
  }
}

script.run {
  await play()
  let meter = Meter()
  var readings: [Int] = []
  meter.read(into: &readings, value: 10)
  meter.read(into: &readings, value: 10)
  print(readings, meter.reads)
}
