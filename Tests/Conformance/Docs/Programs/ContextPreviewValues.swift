import Dependencies

struct WeatherReport {
  var forecast: () -> String
}

extension WeatherReport: DependencyKey {
  static let liveValue = WeatherReport(forecast: { "Live: rain at noon" })
  static let previewValue = WeatherReport(forecast: { "Preview: always sunny" })
  static let testValue = WeatherReport(forecast: { "Test: fixed forecast" })
}

extension DependencyValues {
  var weatherReport: WeatherReport {
    get { self[WeatherReport.self] }
    set { self[WeatherReport.self] = newValue }
  }
}

func describeForecast() -> String {
  @Dependency(\.context) var context
  @Dependency(\.weatherReport) var weatherReport
  return "\(context): \(weatherReport.forecast())"
}

print(describeForecast())

withDependencies {
  $0.context = .preview
} operation: {
  print(describeForecast())
}

withDependencies {
  $0.context = .test
} operation: {
  print(describeForecast())
}
