// presents-case-subscript.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("presents-case-subscript.dep")

@Reducer
struct Memo {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case noop
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case noop
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
enum Destination {
  case memo(Memo)
  case tally(Tally)
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
struct Desk {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case showMemo
    case showTally
    case bump
    case write(String)
    case closeTally
    case peek
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showMemo:
        state.destination = .memo(Memo.State(text: "draft"))
      case .showTally:
        state.destination = .tally(Tally.State(count: 5))
      case .bump:
        state.$destination[case: \.tally]?.count += 1
      case .write(let text):
        state.$destination[case: \.memo]?.text = text
      case .closeTally:
        state.$destination[case: \.tally] = nil
      case .peek:
        let count = state.$destination[case: \.tally]?.count ?? -1
        let text = state.$destination[case: \.memo]?.text ?? "none"
        print("count \(count), text \(text)")
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

script.run {
  let store = script.store { Store(initialState: Desk.State()) { Desk() } }
  await script.settle()
  script.sending { store.send(.bump) }
  await script.settle()
  script.sending { store.send(.showTally) }
  await script.settle()
  script.sending { store.send(.bump) }
  await script.settle()
  script.sending { store.send(.peek) }
  await script.settle()
  script.sending { store.send(.write("x")) }
  await script.settle()
  script.sending { store.send(.peek) }
  await script.settle()
  script.sending { store.send(.showMemo) }
  await script.settle()
  script.sending { store.send(.write("final")) }
  await script.settle()
  script.sending { store.send(.peek) }
  await script.settle()
  script.sending { store.send(.closeTally) }
  await script.settle()
  script.sending { store.send(.peek) }
  await script.settle()
  script.sending { store.send(.showTally) }
  await script.settle()
  script.sending { store.send(.closeTally) }
  await script.settle()
  print(script.onMainActor { store.state.destination } == nil)
}
