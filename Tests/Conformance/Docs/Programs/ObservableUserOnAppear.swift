import Dependencies
import Observation

struct Profile: Equatable {
  var id: Int
  var displayName: String
}

struct ProfileLoadFailed: Error {}

struct ProfileClient {
  var fetchProfile: () async throws -> Profile
}

extension ProfileClient: DependencyKey {
  static let liveValue = ProfileClient(fetchProfile: {
    Profile(id: 31, displayName: "Marigold")
  })
  static let failing = ProfileClient(fetchProfile: { throw ProfileLoadFailed() })
}

extension DependencyValues {
  var profileClient: ProfileClient {
    get { self[ProfileClient.self] }
    set { self[ProfileClient.self] = newValue }
  }
}

@Observable
class ProfileModel {
  var profile: Profile?

  @ObservationIgnored
  @Dependency(\.profileClient) var profileClient

  func onAppear() async {
    do {
      profile = try await profileClient.fetchProfile()
    } catch {}
  }
}

let model = ProfileModel()
print(model.profile?.displayName ?? "no profile yet")
await model.onAppear()
print(model.profile?.displayName ?? "no profile yet", model.profile?.id ?? 0)

let offline = withDependencies {
  $0.profileClient = .failing
} operation: {
  ProfileModel()
}
await offline.onAppear()
print(offline.profile?.displayName ?? "no profile yet")
