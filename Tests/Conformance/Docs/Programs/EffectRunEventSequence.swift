import ComposableArchitecture

enum Reading: Equatable {
  case temperature(Int)
  case humidity(Int)
}

struct SensorClient {
  var readings: @Sendable () -> any AsyncSequence<Reading, Never>
}

extension SensorClient: DependencyKey {
  static let liveValue = SensorClient(readings: {
    AsyncStream { continuation in
      continuation.yield(.temperature(21))
      continuation.yield(.humidity(40))
      continuation.yield(.temperature(22))
      continuation.finish()
    }
  })
}

extension DependencyValues {
  var sensorClient: SensorClient {
    get { self[SensorClient.self] }
    set { self[SensorClient.self] = newValue }
  }
}

@Reducer
struct Thermostat {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action {
    case startTapped
    case started
    case reading(Reading)
    case finished
  }

  @Dependency(\.sensorClient) var sensorClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        return .run { send in
          await send(.started)
          for await reading in self.sensorClient.readings() {
            await send(.reading(reading))
          }
          await send(.finished)
        }
      case .started:
        state.log.append("started")
        return .none
      case let .reading(.temperature(degrees)):
        state.log.append("\(degrees)°")
        return .none
      case let .reading(.humidity(percent)):
        state.log.append("\(percent)%")
        return .none
      case .finished:
        state.log.append("finished")
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Thermostat.State()) {
    Thermostat()
  }
  await store.send(.startTapped).finish()
  print(store.log)
}

await main()
