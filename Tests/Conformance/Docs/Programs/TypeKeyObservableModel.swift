import Dependencies
import Observation

struct WeatherClient {
  var forecast: (String) async -> String
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(forecast: { city in "Sunny in \(city)" })
  static let testValue = WeatherClient(forecast: { _ in "test forecast" })
}

@Observable
final class ForecastModel {
  var summary = ""

  @ObservationIgnored
  @Dependency(WeatherClient.self) var weatherClient

  func refresh(city: String) async {
    summary = await weatherClient.forecast(city)
  }
}

let model = ForecastModel()
await model.refresh(city: "Lisbon")
print(model.summary)

let rainy = withDependencies {
  $0[WeatherClient.self] = WeatherClient(forecast: { city in "Rain over \(city)" })
} operation: {
  ForecastModel()
}
await rainy.refresh(city: "Bergen")
print(rainy.summary)
