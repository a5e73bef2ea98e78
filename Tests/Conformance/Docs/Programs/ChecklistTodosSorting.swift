import ComposableArchitecture
import Foundation

enum Visibility: String, CaseIterable, Hashable {
  case all = "All"
  case open = "Open"
  case done = "Done"
}

@Reducer
struct Chore {
  @ObservableState
  struct State: Equatable, Identifiable {
    var title = ""
    let id: UUID
    var isDone = false
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

@Reducer
struct Chores {
  @ObservableState
  struct State: Equatable {
    var visibility: Visibility = .all
    var chores: IdentifiedArrayOf<Chore.State> = []

    var visibleChores: IdentifiedArrayOf<Chore.State> {
      switch visibility {
      case .open: return self.chores.filter { !$0.isDone }
      case .all: return self.chores
      case .done: return self.chores.filter(\.isDone)
      }
    }
  }

  enum Action: BindableAction, Sendable {
    case addChoreButtonTapped
    case binding(BindingAction<State>)
    case clearDoneButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortDoneChores
    case chores(IdentifiedActionOf<Chore>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case choreCompletion }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addChoreButtonTapped:
        state.chores.insert(Chore.State(id: self.uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearDoneButtonTapped:
        state.chores.removeAll(where: \.isDone)
        return .none

      case .delete(let indexSet):
        let visibleChores = state.visibleChores
        for index in indexSet {
          state.chores.remove(id: visibleChores[index].id)
        }
        return .none

      case .move(let source, let destination):
        state.chores.move(fromOffsets: source, toOffset: destination)
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(100))
          await send(.sortDoneChores)
        }

      case .sortDoneChores:
        state.chores.sort { $1.isDone && !$0.isDone }
        return .none

      case .chores(.element(id: _, action: .binding(\.isDone))):
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortDoneChores)
        }
        .cancellable(id: CancelID.choreCompletion, cancelInFlight: true)

      case .chores:
        return .none
      }
    }
    .forEach(\.chores, action: \.chores) {
      Chore()
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Chores.State()) {
    Chores()
  } withDependencies: {
    $0.uuid = .incrementing
    $0.continuousClock = ImmediateClock()
  }

  let titles = ["Water plants", "Take out bins", "Call plumber"]
  for title in titles {
    store.send(.addChoreButtonTapped)
    let id = store.chores[0].id
    store.send(.chores(.element(id: id, action: .binding(.set(\.title, title)))))
  }
  print(store.chores.map(\.title))

  let plumber = store.chores[0].id
  await store.send(.chores(.element(id: plumber, action: .binding(.set(\.isDone, true))))).finish()
  print(store.chores.map { "\($0.title)\($0.isDone ? " ✓" : "")" })

  store.send(.binding(.set(\.visibility, .open)))
  print(Visibility.allCases.map(\.rawValue), store.visibility, store.visibleChores.count)

  await store.send(.move(IndexSet(integer: 0), 2)).finish()
  print(store.chores.map(\.title))

  store.send(.clearDoneButtonTapped)
  store.send(.delete(IndexSet(integer: 0)))
  print(store.chores.map(\.title), store.chores.ids.map { $0.uuidString.suffix(1) })
}

await main()
