import ComposableArchitecture
import Foundation

struct Forecast: Equatable {
  var city: String
  var high: Int
}

enum ForecastError: Error, Equatable {
  case unknownCity(String)
  case offline
}

struct WeatherClient {
  var forecast: @Sendable (_ city: String) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient { city in
    switch city {
    case "Lisbon": return Forecast(city: city, high: 24)
    case "Oslo": return Forecast(city: city, high: 9)
    default: throw ForecastError.unknownCity(city)
    }
  }
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

@Reducer
struct WeatherFeature {
  @ObservableState
  struct State: Equatable {
    var forecast: Forecast?
    var errorMessage: String?
    var isLoading = false
  }

  enum Action {
    case fetchTapped(String)
    case forecastLoaded(Forecast)
    case forecastFailed(String)
  }

  @Dependency(\.weather) var weather

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .fetchTapped(city):
        state.isLoading = true
        state.errorMessage = nil
        return .run { send in
          let forecast = try await weather.forecast(city)
          await send(.forecastLoaded(forecast))
        } catch: { error, send in
          await send(.forecastFailed("\(error)"))
        }

      case let .forecastLoaded(forecast):
        state.isLoading = false
        state.forecast = forecast
        return .none

      case let .forecastFailed(message):
        state.isLoading = false
        state.forecast = nil
        state.errorMessage = message
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: WeatherFeature.State()) {
    WeatherFeature()
  }

  await store.send(.fetchTapped("Lisbon")).finish()
  print(store.forecast.map { "\($0.city): \($0.high)°" } ?? "no forecast", store.isLoading)

  await store.send(.fetchTapped("Atlantis")).finish()
  print(store.forecast == nil, store.errorMessage ?? "no error")

  let offline = Store(initialState: WeatherFeature.State()) {
    WeatherFeature()
  } withDependencies: {
    $0.weather.forecast = { _ in throw ForecastError.offline }
  }
  await offline.send(.fetchTapped("Oslo")).finish()
  print(offline.errorMessage ?? "no error")
}

await main()
