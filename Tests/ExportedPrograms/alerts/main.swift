// alerts.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("alerts.dep")

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var messages = ["Hi", "Lunch?"]
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable {
    case clearTapped
    case alert(PresentationAction<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmClear
      case archive
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearTapped:
        state.alert = AlertState {
          TextState("Clear \(state.messages.count) messages?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(action: .send(.archive)) { TextState("Archive") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      case .alert(.presented(.confirmClear)):
        print("still presented:", state.alert != nil)
        state.messages = []
        return .none
      case .alert(.dismiss):
        print("dismissed")
        return .none
      case .alert:
        state.alert = AlertState { TextState("Archived") }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

script.run {
  let title = TextState("Delete")
  print(title)
  print(title == TextState("Delete"))
  let store = script.store { Store(initialState: Inbox.State()) { Inbox() } }
  await script.settle()
  script.sending { store.send(.clearTapped) }
  await script.settle()
  print(script.onMainActor { store.state })
  script.sending { store.send(.alert(.presented(.confirmClear))) }
  await script.settle()
  print(script.onMainActor { store.state.alert } == nil)
  print(script.onMainActor { store.state.messages })
  script.sending { store.send(.clearTapped) }
  await script.settle()
  script.sending { store.send(.alert(.presented(.archive))) }
  await script.settle()
  print(script.onMainActor { store.state.alert } == AlertState { TextState("Archived") })
  script.sending { store.send(.alert(.dismiss)) }
  await script.settle()
  print(script.onMainActor { store.state.alert } == nil)
}
