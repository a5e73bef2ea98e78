import ComposableArchitecture

@Reducer
struct Kettle {
  @ObservableState
  struct State: Equatable {
    var degrees = 20
    var isHeating = false
    var limit = 100
  }

  enum Action {
    case heatingFinished
    case startButtonTapped
    case stopButtonTapped
    case tick
  }

  enum CancelID {
    case heating
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .heatingFinished:
        state.isHeating = false
        return .none

      case .startButtonTapped:
        state.isHeating = true
        return .run { send in
          for _ in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
          await send(.heatingFinished)
        }
        .cancellable(id: CancelID.heating)

      case .stopButtonTapped:
        state.isHeating = false
        return .cancel(id: CancelID.heating)

      case .tick:
        state.degrees += 10
        if state.degrees >= state.limit {
          state.isHeating = false
          return .cancel(id: CancelID.heating)
        }
        return .none
      }
    }
  }
}

let quick = Store(initialState: Kettle.State()) {
  Kettle()
} withDependencies: {
  $0.continuousClock = .immediate
}
await quick.send(.startButtonTapped).finish()
print("immediate clock:", quick.degrees, quick.isHeating)

let capped = Store(initialState: Kettle.State(limit: 40)) {
  Kettle()
} withDependencies: {
  $0.continuousClock = .immediate
}
let heating = capped.send(.startButtonTapped)
print("started:", capped.isHeating)
await heating.finish()
print("capped:", capped.degrees, capped.isHeating)
