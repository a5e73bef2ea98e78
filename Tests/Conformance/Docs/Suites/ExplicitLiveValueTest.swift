import Dependencies
import Testing

struct ExchangeRateClient {
  var rate: (_ currency: String) async throws -> Double
}

extension ExchangeRateClient: DependencyKey {
  static let liveValue = Self(rate: { currency in currency == "EUR" ? 0.5 : 1 })
}

extension DependencyValues {
  var exchangeRates: ExchangeRateClient {
    get { self[ExchangeRateClient.self] }
    set { self[ExchangeRateClient.self] = newValue }
  }
}

final class PriceTagModel {
  @Dependency(\.exchangeRates) var exchangeRates
  var label = ""

  func show(dollars: Double, in currency: String) async throws {
    let rate = try await exchangeRates.rate(currency)
    label = "\(dollars * rate) \(currency)"
  }
}

struct ExplicitLiveValueTest {
  @Test
  func liveRatesOnPurpose() async throws {
    let model = withDependencies {
      // This test means to use the live rates.
      $0.exchangeRates = .liveValue
    } operation: {
      PriceTagModel()
    }

    try await model.show(dollars: 12, in: "EUR")
    #expect(model.label == "6.0 EUR")
  }

  @Test
  func liveRatesByAccident() async throws {
    let model = PriceTagModel()
    try await model.show(dollars: 12, in: "EUR")
    #expect(model.label == "6.0 EUR")
  }
}
