import ComposableArchitecture
import Foundation

struct PlaceSearch: Decodable, Equatable, Sendable {
  var results: [Place]

  struct Place: Decodable, Equatable, Identifiable, Sendable {
    var country: String
    var latitude: Double
    var longitude: Double
    var id: Int
    var name: String
    var region: String?
  }
}

struct DailyForecast: Decodable, Equatable, Sendable {
  var daily: Daily
  var dailyUnits: DailyUnits

  struct Daily: Decodable, Equatable, Sendable {
    var temperatureMax: [Double]
    var temperatureMin: [Double]
    var time: [Date]
  }

  struct DailyUnits: Decodable, Equatable, Sendable {
    var temperatureMax: String
    var temperatureMin: String
  }
}

@DependencyClient
struct ForecastClient {
  var forecast: @Sendable (_ place: PlaceSearch.Place) async throws -> DailyForecast
  var search: @Sendable (_ query: String) async throws -> PlaceSearch
}

extension ForecastClient: TestDependencyKey {
  static let previewValue = Self(
    forecast: { _ in .mock },
    search: { _ in .mock }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var forecastClient: ForecastClient {
    get { self[ForecastClient.self] }
    set { self[ForecastClient.self] = newValue }
  }
}

extension ForecastClient: DependencyKey {
  static let liveValue = ForecastClient(
    forecast: { place in
      let body = """
        {"daily": {"temperature_max": [\(place.latitude), 12.5], "temperature_min": [3.0, 4.5],
        "time": [0, 86400]}, "daily_units": {"temperature_max": "°C", "temperature_min": "°C"}}
        """
      return try decoder.decode(DailyForecast.self, from: Data(body.utf8))
    },
    search: { query in
      let body = """
        {"results": [{"country": "Norway", "latitude": 59.9, "longitude": 10.7, "id": 7,
        "name": "\(query)", "region": "Oslo"}]}
        """
      return try decoder.decode(PlaceSearch.self, from: Data(body.utf8))
    }
  )
}

private let decoder: JSONDecoder = {
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .secondsSince1970
  decoder.keyDecodingStrategy = .convertFromSnakeCase
  return decoder
}()

extension DailyForecast {
  static let mock = Self(
    daily: Daily(
      temperatureMax: [21, 18, 25],
      temperatureMin: [11, 9, 14],
      time: [0, 86_400, 172_800].map(Date.init(timeIntervalSince1970:))
    ),
    dailyUnits: DailyUnits(temperatureMax: "°C", temperatureMin: "°C")
  )
}

extension PlaceSearch {
  static let mock = Self(
    results: [
      PlaceSearch.Place(
        country: "Portugal",
        latitude: 38.72,
        longitude: -9.14,
        id: 1,
        name: "Lisbon",
        region: nil
      ),
      PlaceSearch.Place(
        country: "Portugal",
        latitude: 41.15,
        longitude: -8.61,
        id: 2,
        name: "Porto",
        region: "Norte"
      ),
    ]
  )
}

func report(_ label: String) async throws {
  @Dependency(\.forecastClient) var forecastClient
  let places = try await forecastClient.search(query: "Oslo")
  for place in places.results {
    let forecast = try await forecastClient.forecast(place: place)
    let highs = forecast.daily.temperatureMax.map { "\($0)\(forecast.dailyUnits.temperatureMax)" }
    print(label, place.name, place.region ?? "-", highs.joined(separator: " "), forecast.daily.time.last!)
  }
}

try await report("live:")
try await withDependencies {
  $0.context = .preview
} operation: {
  try await report("preview:")
}
do {
  try await withDependencies {
    $0.context = .test
  } operation: {
    try await report("test:")
  }
} catch {
  print("test: the search endpoint is unimplemented")
}
