// reducer-enum-alert.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("reducer-enum-alert.dep")

@Reducer
struct Rename {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case titleChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      }
    }
  }
}

@Reducer
enum Destination {
  case rename(Rename)
  case alert(AlertState<Alert>)

  @CasePathable
  enum Alert {
    case removeAll
    case keep
  }
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
struct Album {
  @ObservableState
  struct State: Equatable {
    var title = "Holiday"
    var photos = 12
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case renameTapped
    case removeTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renameTapped:
        state.destination = .rename(Rename.State(title: state.title))
        return .none
      case .removeTapped:
        state.destination = .alert(
          AlertState {
            TextState("Remove \(state.photos) photos?")
          } actions: {
            ButtonState(role: .destructive, action: .removeAll) { TextState("Remove") }
            ButtonState(role: .cancel, action: .keep) { TextState("Keep") }
          })
        return .none
      case .destination(.presented(.alert(.removeAll))):
        print("removing, alert still presented:", state.destination != nil)
        state.photos = 0
        return .none
      case .destination(.presented(.alert(.keep))):
        print("keeping")
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

script.run {
  let store = script.store { Store(initialState: Album.State()) { Album() } }
  await script.settle()
  script.sending { store.send(.renameTapped) }
  await script.settle()
  script.sending { store.send(.destination(.presented(.rename(.titleChanged("Summer"))))) }
  await script.settle()
  if case .rename(let rename)? = (script.onMainActor { store.state.destination }) {
    print("renaming to", rename.title)
  }
  script.sending { store.send(.removeTapped) }
  await script.settle()
  if case .alert? = (script.onMainActor { store.state.destination }) {
    print("alert shown")
  }
  script.sending { store.send(.destination(.presented(.alert(.keep)))) }
  await script.settle()
  print(script.onMainActor { store.state.destination } == nil, script.onMainActor { store.state.photos })
  script.sending { store.send(.removeTapped) }
  await script.settle()
  script.sending { store.send(.destination(.presented(.alert(.removeAll)))) }
  await script.settle()
  print(script.onMainActor { store.state.destination } == nil, script.onMainActor { store.state.photos })
}
