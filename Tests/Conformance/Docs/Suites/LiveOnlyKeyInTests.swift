import Dependencies
import Testing

struct Weather {
  var temperature: @Sendable (String) -> Int
}

extension Weather: DependencyKey {
  static let liveValue = Weather(temperature: { _ in 21 })
}

extension DependencyValues {
  var weather: Weather {
    get { self[Weather.self] }
    set { self[Weather.self] = newValue }
  }
}

struct Forecast {
  @Dependency(\.weather) var weather

  func summary(for city: String) -> String {
    weather.temperature(city) > 20 ? "\(city): warm" : "\(city): cool"
  }
}

struct LiveOnlyKeyInTests {
  @Test
  func overridden() {
    let forecast = withDependencies {
      $0.weather.temperature = { _ in 12 }
    } operation: {
      Forecast()
    }
    #expect(forecast.summary(for: "Oslo") == "Oslo: cool")
  }

  @Test
  func notOverridden() {
    let forecast = Forecast()
    #expect(forecast.summary(for: "Rome") == "Rome: warm")
  }
}
