import Dependencies

struct Weather: Equatable {
  var city: String
  var degrees: Int
}

enum WeatherKey: TestDependencyKey {
  static let testValue = Weather(city: "Testville", degrees: 0)
  static let previewValue = Weather(city: "Preview City", degrees: 21)
}

extension DependencyValues {
  var weather: Weather {
    get { self[WeatherKey.self] }
    set { self[WeatherKey.self] = newValue }
  }
}

withDependencies {
  $0.context = .preview
} operation: {
  @Dependency(\.weather) var weather
  print(weather.city, weather.degrees)
}
withDependencies {
  $0.context = .test
} operation: {
  @Dependency(\.weather) var weather
  print(weather)
}
