import Dependencies
import Observation
import Testing

struct Player: Equatable {
  let id: Int
  var handle: String
}

struct LeagueClient {
  var fetchPlayer: (Int) async throws -> Player
}

extension LeagueClient: TestDependencyKey {
  static let testValue = LeagueClient(fetchPlayer: { id in Player(id: id, handle: "unknown") })
}

extension DependencyValues {
  var leagueClient: LeagueClient {
    get { self[LeagueClient.self] }
    set { self[LeagueClient.self] = newValue }
  }
}

@Observable
final class PlayerCardModel {
  var player: Player?

  @ObservationIgnored
  @Dependency(\.leagueClient) var leagueClient

  func onAppear() async {
    do {
      player = try await leagueClient.fetchPlayer(9)
    } catch {}
  }
}

@Suite struct OverrideFetchUserOnAppear {
  @Test
  func onAppear() async {
    let model = withDependencies {
      $0.leagueClient.fetchPlayer = { _ in Player(id: 9, handle: "Striker") }
    } operation: {
      PlayerCardModel()
    }

    #expect(model.player == nil)
    await model.onAppear()
    #expect(model.player == Player(id: 9, handle: "Striker"))
  }

  @Test
  func onAppearWithTestValue() async {
    let model = PlayerCardModel()

    await model.onAppear()
    #expect(model.player == Player(id: 9, handle: "Striker"))
  }
}
