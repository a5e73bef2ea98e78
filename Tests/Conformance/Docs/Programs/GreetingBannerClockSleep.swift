import Dependencies
import Observation

@Observable
final class LobbyModel {
  var banner: String?

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock

  func onAppear() async {
    do {
      try await clock.sleep(for: .milliseconds(30))
      banner = "Doors are open"
    } catch {}
  }
}

let lobby = LobbyModel()
print(lobby.banner ?? "no banner yet")
await lobby.onAppear()
print(lobby.banner ?? "no banner yet")
