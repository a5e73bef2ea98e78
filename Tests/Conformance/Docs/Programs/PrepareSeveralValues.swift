import Dependencies
import Foundation

struct Weather: Equatable {
  var city: String
  var celsius: Int
}

struct WeatherClient {
  var current: @Sendable (String) -> Weather
}

extension WeatherClient: TestDependencyKey {
  static let testValue = WeatherClient(current: { Weather(city: $0, celsius: 0) })
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(current: { Weather(city: $0, celsius: 21) })
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

prepareDependencies {
  $0.weather = WeatherClient(current: { Weather(city: $0, celsius: -3) })
  $0.date.now = Date(timeIntervalSince1970: 60)
}

struct Forecast {
  @Dependency(\.weather) var weather
  @Dependency(\.date.now) var now

  func line(for city: String) -> String {
    let report = weather.current(city)
    return "\(report.city): \(report.celsius)°C at \(Int(now.timeIntervalSince1970))"
  }
}

print(Forecast().line(for: "Oslo"))
