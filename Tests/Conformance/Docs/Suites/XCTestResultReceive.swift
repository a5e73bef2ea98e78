import ComposableArchitecture
import XCTest

struct WeatherClient: Sendable {
  var forecast: @Sendable (String) async throws -> String
}

extension WeatherClient: TestDependencyKey {
  static let testValue = WeatherClient { _ in "sunny" }
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

struct Offline: Error, Equatable {}

@Reducer
struct ForecastFeature {
  @ObservableState
  struct State: Equatable {
    var city = "Paris"
    var forecast: String?
    var failed = false
  }

  enum Action {
    case refresh
    case forecastResponse(Result<String, any Error>)
  }

  @Dependency(\.weather) var weather

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        return .run { [city = state.city] send in
          await send(.forecastResponse(Result { try await weather.forecast(city) }))
        }
      case let .forecastResponse(.success(text)):
        state.forecast = text
        state.failed = false
        return .none
      case .forecastResponse(.failure):
        state.forecast = nil
        state.failed = true
        return .none
      }
    }
  }
}

@MainActor
final class XCTestResultReceive: XCTestCase {
  func testSuccess() async {
    let store = TestStore(initialState: ForecastFeature.State()) {
      ForecastFeature()
    }
    await store.send(.refresh)
    await store.receive(\.forecastResponse.success, "sunny") {
      $0.forecast = "sunny"
    }
  }

  func testFailure() async {
    let store = TestStore(initialState: ForecastFeature.State(forecast: "rain")) {
      ForecastFeature()
    } withDependencies: {
      $0.weather.forecast = { _ in throw Offline() }
    }
    await store.send(.refresh)
    await store.receive(\.forecastResponse.failure) {
      $0.forecast = nil
      $0.failed = true
    }
  }

  func testExpectsTheWrongForecast() async {
    let store = TestStore(initialState: ForecastFeature.State(city: "Oslo")) {
      ForecastFeature()
    } withDependencies: {
      $0.weather.forecast = { city in "snow in \(city)" }
    }
    await store.send(.refresh)
    await store.receive(\.forecastResponse.success) {
      $0.forecast = "snow"
    }
  }
}
