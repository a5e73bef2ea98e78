import Dependencies
import Foundation

struct WeatherClient {
  var forecast: @Sendable (String) async throws -> String
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(
    forecast: { city in "Sunny in \(city)" }
  )
  static let testValue = WeatherClient(
    forecast: { _ in "test forecast" }
  )
  static let previewValue = WeatherClient(
    forecast: { city in "Preview rain in \(city)" }
  )
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

final class WeatherModel {
  @Dependency(\.weatherClient) var weatherClient
  var summary = ""

  func load(city: String) async {
    do {
      summary = try await weatherClient.forecast(city)
    } catch {
      summary = "failed"
    }
  }
}

let live = WeatherModel()
await live.load(city: "Paris")
print(live.summary)

let preview = withDependencies {
  $0.context = .preview
} operation: {
  WeatherModel()
}
await preview.load(city: "Oslo")
print(preview.summary)
