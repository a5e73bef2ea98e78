import Dependencies
import Foundation
import Observation
import Testing

struct Chore: Equatable {
  let id: Int
  var title: String
}

struct ChoresClient {
  var fetchChores: (_ page: Int) async throws -> [Chore]
}

extension ChoresClient: DependencyKey {
  static let liveValue = ChoresClient(fetchChores: { _ in [] })
  static let testValue = ChoresClient(fetchChores: { _ in
    struct NotOverridden: Error {}
    throw NotOverridden()
  })
}

@MainActor
@Observable
final class ChoresModel {
  var chores: [Chore] = []
  var failed = false

  @ObservationIgnored
  @Dependency(ChoresClient.self) var choresClient

  func loadButtonTapped() async {
    do {
      chores = try await choresClient.fetchChores(1)
    } catch {
      failed = true
    }
  }
}

@Suite struct TypeKeyEndpointOverride {
  @MainActor
  @Test
  func fetchChores() async {
    let model = withDependencies {
      $0[ChoresClient.self].fetchChores = { _ in [Chore(id: 3, title: "Water the plants")] }
    } operation: {
      ChoresModel()
    }

    await model.loadButtonTapped()
    #expect(
      model.chores == [Chore(id: 3, title: "Water the plants")]
    )
  }

  @MainActor
  @Test
  func fetchWithoutOverride() async {
    let model = ChoresModel()

    await model.loadButtonTapped()
    #expect(model.chores == [Chore(id: 3, title: "Water the plants")])
    #expect(model.failed)
  }
}
