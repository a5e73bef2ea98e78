import Dependencies
import Observation

struct ForecastClient {
  var highFor: (String) -> Int
  var summary: (String) -> String
}

extension ForecastClient: DependencyKey {
  static let liveValue = ForecastClient(
    highFor: { city in 10 + city.count * 3 },
    summary: { city in "Clear skies over \(city)" }
  )
}

@Observable
final class TripModel {
  @ObservationIgnored
  @Dependency(ForecastClient.self) var forecast
  var city = "Lisbon"

  func headline() -> String {
    "\(forecast.summary(city)), high of \(forecast.highFor(city))"
  }
}

let trip = TripModel()
print(trip.headline())
trip.city = "Oslo"
print(trip.headline())
