import Dependencies
import Testing

struct WeatherClient: Sendable {
  var forecast: @Sendable (String) async throws -> String
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient { city in "Sunny in \(city)" }
  static let previewValue = WeatherClient { city in "Preview skies over \(city)" }
  static let testValue = WeatherClient(
    forecast: unimplemented("WeatherClient.forecast")
  )
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

final class ForecastModel {
  var summary = ""
  @Dependency(\.weatherClient) var weather

  func refresh(city: String) async {
    do {
      summary = try await weather.forecast(city)
    } catch {
      summary = "unavailable"
    }
  }
}

@Suite
struct WeatherLiveOptInTests {
  @Test
  func explicitlyLive() async {
    let model = withDependencies {
      $0.weatherClient = .liveValue
    } operation: {
      ForecastModel()
    }
    await model.refresh(city: "Oslo")
    #expect(model.summary == "Sunny in Oslo")
  }

  @Test
  func previewValueInATest() async {
    let model = withDependencies {
      $0.weatherClient = .previewValue
    } operation: {
      ForecastModel()
    }
    await model.refresh(city: "Lima")
    #expect(model.summary == "Preview skies over Lima")
  }

  @Test
  func mockedEndpoint() async {
    let model = withDependencies {
      $0.weatherClient.forecast = { city in "Rain in \(city)" }
    } operation: {
      ForecastModel()
    }
    await model.refresh(city: "Bergen")
    #expect(model.summary == "Rain in Bergen")
  }

  @Test
  func defaultIsTheTestValue() async {
    let model = ForecastModel()
    await model.refresh(city: "Cairo")
    #expect(model.summary == "unavailable")
  }
}
