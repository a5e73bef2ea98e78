import Dependencies
import Foundation
import Observation

struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { number in "\(number) is odd: \(number % 2 == 1)" }
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

@Observable
@MainActor
final class CounterModel {
  var count: Int
  var fact: String?

  @ObservationIgnored
  @Dependency(\.factClient) var factClient

  init(count: Int = 0) {
    self.count = count
  }

  func incrementButtonTapped() {
    count += 1
    fact = nil
  }

  func factButtonTapped() async {
    do {
      fact = try await factClient.fetch(count)
    } catch {
      fact = nil
    }
  }
}

@MainActor
func run() async {
  let model = CounterModel(count: 2)
  model.incrementButtonTapped()
  await model.factButtonTapped()
  print(model.count, model.fact ?? "no fact")
}

await run()
