import Dependencies
import Foundation
import Observation

struct ForecastClient {
  var highFor: (String) -> Int
}

extension ForecastClient: DependencyKey {
  static let liveValue = ForecastClient(highFor: { $0.count * 3 })
}

extension DependencyValues {
  var forecastClient: ForecastClient {
    get { self[ForecastClient.self] }
    set { self[ForecastClient.self] = newValue }
  }
}

@Observable
final class ForecastModel {
  var summary = ""

  @ObservationIgnored
  @Dependency(\.forecastClient) var forecastClient
  @ObservationIgnored
  @Dependency(\.date) var date

  func refresh(city: String) {
    let day = Int(date.now.timeIntervalSince1970) / 86_400
    summary = "\(city) on day \(day): high of \(forecastClient.highFor(city))"
  }
}

let model = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 864_000)
} operation: {
  ForecastModel()
}
model.refresh(city: "Lisbon")
print(model.summary)

let coldModel = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 0)
  $0.forecastClient.highFor = { _ in -4 }
} operation: {
  ForecastModel()
}
coldModel.refresh(city: "Oslo")
print(coldModel.summary)
