import Dependencies
import Foundation

enum WeatherError: Error {
  case unknownCity(String)
}

struct Forecast: Equatable {
  var city: String
  var celsius: [Double]

  var average: Double {
    celsius.reduce(0, +) / Double(celsius.count)
  }
}

struct WeatherClient {
  var forecast: @Sendable (_ city: String) async throws -> Forecast
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(
    forecast: { city in
      let table = ["Oslo": [2.5, 4.0, -1.25], "Lisbon": [18.0, 21.5, 19.75]]
      guard let temperatures = table[city] else {
        throw WeatherError.unknownCity(city)
      }
      return Forecast(city: city, celsius: temperatures)
    }
  )

  static let testValue = WeatherClient(
    forecast: { city in Forecast(city: city, celsius: [10, 20]) }
  )
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

struct ForecastSummary {
  @Dependency(\.weather) var weather

  func line(for city: String) async -> String {
    do {
      let forecast = try await weather.forecast(city)
      let high = forecast.celsius.max() ?? 0
      return "\(city): avg \(String(format: "%.1f", forecast.average))°C, high \(high)°C"
    } catch WeatherError.unknownCity(let name) {
      return "no forecast for \(name)"
    } catch {
      return "failed: \(error)"
    }
  }
}

let summary = ForecastSummary()
for city in ["Oslo", "Lisbon", "Atlantis"] {
  print(await summary.line(for: city))
}

await withDependencies {
  $0.weather = .testValue
} operation: {
  print(await ForecastSummary().line(for: "Anywhere"))
}
