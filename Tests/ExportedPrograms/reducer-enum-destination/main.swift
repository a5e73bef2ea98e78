// reducer-enum-destination.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("reducer-enum-destination.dep")

@Reducer
struct EditItem {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: Equatable {
    case rename(String)
    case save
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let name):
        state.name = name
        print("EditItem renamed to", name)
        return .none
      case .save:
        print("EditItem saves", state.name)
        return .none
      }
    }
  }
}

@Reducer
struct ConfirmDelete {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }

  enum Action: Equatable {
    case confirm
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      print("ConfirmDelete confirms", state.title)
      return .none
    }
  }
}

@Reducer
enum Destination {
  case edit(EditItem)
  case confirmDelete(ConfirmDelete)
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
struct Item {
  @ObservableState
  struct State: Equatable {
    var name = "Milk"
    var deleted = false
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable {
    case editTapped
    case deleteTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.destination = .edit(EditItem.State(name: state.name))
        return .none
      case .deleteTapped:
        state.destination = .confirmDelete(ConfirmDelete.State(title: state.name))
        return .none
      case .destination(.presented(.edit(.save))):
        if case .edit(let edit) = state.destination {
          state.name = edit.name
        }
        state.destination = nil
        return .none
      case .destination(.presented(.confirmDelete(.confirm))):
        state.deleted = true
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

script.run {
  let store = script.store { Store(initialState: Item.State()) { Item() } }
  await script.settle()
  script.sending { store.send(.editTapped) }
  await script.settle()
  if case .edit(let edit) = (script.onMainActor { store.state.destination }) {
    print("editing", edit.name)
  }
  script.sending { store.send(.destination(.presented(.edit(.rename("Eggs"))))) }
  await script.settle()
  if case .edit(let edit) = (script.onMainActor { store.state.destination }) {
    print("still editing", edit.name)
  }
  print(script.onMainActor { store.state.name })
  script.sending { store.send(.destination(.presented(.edit(.save)))) }
  await script.settle()
  print(script.onMainActor { store.state.name }, script.onMainActor { store.state.destination } == nil)
  script.sending { store.send(.deleteTapped) }
  await script.settle()
  print(script.onMainActor { store.state.destination } == .confirmDelete(ConfirmDelete.State(title: "Eggs")))
  await script.settle()
  script.sending { store.send(.destination(.presented(.confirmDelete(.confirm)))) }
  await script.settle()
  print(script.onMainActor { store.state.deleted }, script.onMainActor { store.state.destination } == nil)
}
