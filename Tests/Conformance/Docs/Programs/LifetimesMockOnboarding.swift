import Dependencies
import Observation

struct Member: Equatable {
  var id: Int
  var nickname: String
}

struct MembersClient {
  var fetchMember: () async throws -> Member
}

extension MembersClient: DependencyKey {
  static let liveValue = MembersClient(fetchMember: { Member(id: 1, nickname: "Lou") })
  static let mock = MembersClient(fetchMember: { Member(id: 99, nickname: "Tutorial Tess") })
}

extension DependencyValues {
  var membersClient: MembersClient {
    get { self[MembersClient.self] }
    set { self[MembersClient.self] = newValue }
  }
}

@Observable
class WelcomeModel {
  var member: Member?

  @ObservationIgnored
  @Dependency(\.membersClient) var membersClient

  func onAppear() async {
    do {
      member = try await membersClient.fetchMember()
    } catch {}
  }
}

let onboardingModel = withDependencies {
  $0.membersClient = .mock
} operation: {
  WelcomeModel()
}
await onboardingModel.onAppear()
print(onboardingModel.member ?? Member(id: 0, nickname: "nobody"))

let everydayModel = WelcomeModel()
await everydayModel.onAppear()
print(everydayModel.member ?? Member(id: 0, nickname: "nobody"))
