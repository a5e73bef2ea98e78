import Clocks
import ComposableArchitecture
import Testing

enum Hue: Equatable, Sendable {
  case amber, teal, violet, slate
}

@Reducer
struct LampShow {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var hue = Hue.slate
    var isDimmed = false
  }

  enum Action: Sendable {
    case alert(PresentationAction<Alert>)
    case dimToggleChanged(Bool)
    case cycleTapped
    case resetTapped
    case setHue(Hue)

    @CasePathable
    enum Alert: Sendable {
      case confirmReset
    }
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case cycle }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmReset)):
        state = State()
        return .cancel(id: CancelID.cycle)

      case .alert:
        return .none

      case .dimToggleChanged(let isDimmed):
        state.isDimmed = isDimmed
        return .none

      case .cycleTapped:
        return .run { send in
          for hue in [Hue.amber, .teal, .violet, .slate] {
            await send(.setHue(hue))
            try await clock.sleep(for: .seconds(2))
          }
        }
        .cancellable(id: CancelID.cycle)

      case .resetTapped:
        state.alert = AlertState {
          TextState("Reset the lamp?")
        } actions: {
          ButtonState(role: .destructive, action: .send(.confirmReset)) {
            TextState("Reset")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        }
        return .none

      case .setHue(let hue):
        state.hue = hue
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
struct PaletteCycleTests {
  @Test
  func fullCycle() async {
    let clock = TestClock()

    let store = TestStore(initialState: LampShow.State()) {
      LampShow()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.cycleTapped)
    await store.receive(\.setHue) {
      $0.hue = .amber
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.setHue) {
      $0.hue = .teal
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.setHue) {
      $0.hue = .violet
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.setHue) {
      $0.hue = .slate
    }
    await clock.run(timeout: .seconds(5))
  }

  @Test
  func resetMidCycle() async {
    let clock = TestClock()

    let store = TestStore(initialState: LampShow.State()) {
      LampShow()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.dimToggleChanged(true)) {
      $0.isDimmed = true
    }
    await store.send(.cycleTapped)
    await store.receive(\.setHue) {
      $0.hue = .amber
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.setHue) {
      $0.hue = .teal
    }

    await store.send(.resetTapped) {
      $0.alert = AlertState {
        TextState("Reset the lamp?")
      } actions: {
        ButtonState(role: .destructive, action: .send(.confirmReset)) {
          TextState("Reset")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }

    await store.send(\.alert.confirmReset) {
      $0 = LampShow.State()
    }

    await store.finish()
  }

  @Test
  func stopsWatchingTooEarlyOnPurpose() async {
    let clock = TestClock()

    let store = TestStore(initialState: LampShow.State()) {
      LampShow()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.cycleTapped)
    await store.receive(\.setHue) {
      $0.hue = .amber
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.setHue) {
      $0.hue = .teal
    }
  }
}
