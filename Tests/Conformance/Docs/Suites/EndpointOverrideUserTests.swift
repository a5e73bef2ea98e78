import Dependencies
import Observation
import Testing

struct Pilot: Equatable {
  var id: Int
  var callsign: String
}

struct CrewClient {
  var fetchPilot: (Int) async throws -> Pilot
}

extension CrewClient: TestDependencyKey {
  static let testValue = CrewClient(fetchPilot: { _ in throw CancellationError() })
}

extension DependencyValues {
  var crewClient: CrewClient {
    get { self[CrewClient.self] }
    set { self[CrewClient.self] = newValue }
  }
}

@Observable
final class CockpitModel {
  var pilot: Pilot?

  @ObservationIgnored
  @Dependency(\.crewClient) var crewClient

  func onAppear() async {
    do {
      pilot = try await crewClient.fetchPilot(7)
    } catch {}
  }
}

struct EndpointOverrideUserTests {
  @Test
  func onAppear() async {
    let model = withDependencies {
      $0.crewClient.fetchPilot = { id in Pilot(id: id, callsign: "Maverick") }
    } operation: {
      CockpitModel()
    }

    #expect(model.pilot == nil)
    await model.onAppear()
    #expect(model.pilot == Pilot(id: 7, callsign: "Maverick"))
  }

  @Test
  func onAppearExpectsAnotherPilot() async {
    let model = withDependencies {
      $0.crewClient.fetchPilot = { id in Pilot(id: id, callsign: "Goose") }
    } operation: {
      CockpitModel()
    }

    await model.onAppear()
    #expect(model.pilot == Pilot(id: 7, callsign: "Iceman"))
  }
}
