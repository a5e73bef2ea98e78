import ComposableArchitecture
import Foundation
import Testing

@Reducer
struct Errand {
  @ObservableState
  struct State: Equatable, Identifiable {
    var note = ""
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
struct Errands {
  @ObservableState
  struct State: Equatable {
    var errands: IdentifiedArrayOf<Errand.State> = []
  }

  enum Action: BindableAction, Sendable {
    case addErrandButtonTapped
    case binding(BindingAction<State>)
    case sortDoneErrands
    case errands(IdentifiedActionOf<Errand>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case errandCompletion }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addErrandButtonTapped:
        state.errands.insert(Errand.State(id: self.uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .sortDoneErrands:
        state.errands.sort { $1.isDone && !$0.isDone }
        return .none

      case .errands(.element(id: _, action: .binding(\.isDone))):
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortDoneErrands)
        }
        .cancellable(id: CancelID.errandCompletion, cancelInFlight: true)

      case .errands:
        return .none
      }
    }
    .forEach(\.errands, action: \.errands) {
      Errand()
    }
  }
}

@MainActor
struct ChoresTodosTests {
  let clock = TestClock()

  @Test
  func add() async {
    let store = TestStore(initialState: Errands.State()) {
      Errands()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addErrandButtonTapped) {
      $0.errands.insert(
        Errand.State(
          note: "",
          id: UUID(0),
          isDone: false
        ),
        at: 0
      )
    }

    await store.send(.addErrandButtonTapped) {
      $0.errands = [
        Errand.State(
          note: "",
          id: UUID(1),
          isDone: false
        ),
        Errand.State(
          note: "",
          id: UUID(0),
          isDone: false
        ),
      ]
    }
  }

  @Test
  func edit() async {
    let state = Errands.State(
      errands: [
        Errand.State(
          note: "",
          id: UUID(0),
          isDone: false
        )
      ]
    )

    let store = TestStore(initialState: state) {
      Errands()
    }

    await store.send(\.errands[id: UUID(0)].binding.note, "Pick up the parcel") {
      $0.errands[id: UUID(0)]?.note = "Pick up the parcel"
    }
  }

  @Test
  func completeSortsAfterASecond() async {
    let state = Errands.State(
      errands: [
        Errand.State(
          note: "Buy stamps",
          id: UUID(0),
          isDone: false
        ),
        Errand.State(
          note: "Return books",
          id: UUID(1),
          isDone: false
        ),
      ]
    )

    let store = TestStore(initialState: state) {
      Errands()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.errands[id: UUID(0)].binding.isDone, true) {
      $0.errands[id: UUID(0)]?.isDone = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortDoneErrands) {
      $0.errands = [
        $0.errands[1],
        $0.errands[0],
      ]
    }
  }

  @Test
  func completionIsDebounced() async {
    let state = Errands.State(
      errands: [
        Errand.State(
          note: "Buy stamps",
          id: UUID(0),
          isDone: false
        ),
        Errand.State(
          note: "Return books",
          id: UUID(1),
          isDone: false
        ),
      ]
    )

    let store = TestStore(initialState: state) {
      Errands()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.errands[id: UUID(0)].binding.isDone, true) {
      $0.errands[id: UUID(0)]?.isDone = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.errands[id: UUID(0)].binding.isDone, false) {
      $0.errands[id: UUID(0)]?.isDone = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortDoneErrands)
  }

  @Test
  func forgetsTheSort() async {
    let state = Errands.State(
      errands: [
        Errand.State(note: "Buy stamps", id: UUID(0)),
        Errand.State(note: "Return books", id: UUID(1)),
      ]
    )

    let store = TestStore(initialState: state) {
      Errands()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.errands[id: UUID(0)].binding.isDone, true) {
      $0.errands[id: UUID(0)]?.isDone = true
    }
    await clock.advance(by: .seconds(1))
  }
}
