// alert-test-store.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
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

let script = Script("alert-test-store.dep")

@Reducer
struct ContactDetail {
  @ObservableState
  struct State: Equatable {
    var name: String
    var isDeleted = false
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable {
    case deleteTapped
    case alert(PresentationAction<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = AlertState {
          TextState("Delete \(state.name)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.isDeleted = true
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

script.run(in: .test) {
  let store = script.store { TestStore(initialState: ContactDetail.State(name: "Blob")) { ContactDetail() } }
  await script.hosted {
    await store.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete Blob?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
  }
  await script.hosted {
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }
  print(script.onMainActor { store.state.isDeleted })
  let other = script.store { TestStore(initialState: ContactDetail.State(name: "Blob")) { ContactDetail() } }
  await script.hosted {
    await other.send(.deleteTapped) {
      $0.alert = AlertState {
        TextState("Delete Bob?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
  }
  script.expect(issues: 1, at: 109, 1)
  await script.hosted { await other.send(.alert(.dismiss)) { $0.alert = nil } }
  print(script.onMainActor { other.state.isDeleted })
}
