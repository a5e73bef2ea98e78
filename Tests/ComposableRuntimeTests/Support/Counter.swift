import ComposableRuntime
import DependencyRuntime

/// A counter whose delayed increment waits on the continuous clock, and which can fetch the
/// `number` dependency from an effect.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fetched: Int?
  }
  enum Action: Equatable {
    case increment
    case delayedIncrementTapped
    case fetchTapped
    case fetched(Int)
    case doNothing
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .delayedIncrementTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.increment)
        }
      case .fetchTapped:
        return .run { send in
          @Dependency(\.number) var number
          await send(.fetched(number))
        }
      case .fetched(let value):
        state.fetched = value
        return .none
      case .doNothing:
        return .none
      }
    }
  }
}
