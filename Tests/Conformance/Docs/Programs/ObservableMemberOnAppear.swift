import Dependencies
import Observation

struct Member: Equatable {
  var name: String
  var visits: Int
}

struct MemberClient {
  var fetchMember: () async throws -> Member
}

extension MemberClient: DependencyKey {
  static let liveValue = MemberClient(fetchMember: { Member(name: "Noor", visits: 12) })
}

extension DependencyValues {
  var memberClient: MemberClient {
    get { self[MemberClient.self] }
    set { self[MemberClient.self] = newValue }
  }
}

struct MemberLookupFailed: Error {}

@Observable
class MembershipModel {
  var member: Member?

  @ObservationIgnored
  @Dependency(\.memberClient) var memberClient

  func onAppear() async {
    do {
      member = try await memberClient.fetchMember()
    } catch {}
  }
}

let model = MembershipModel()
print(model.member == nil)
await model.onAppear()
if let member = model.member {
  print(member)
}

let offline = withDependencies {
  $0.memberClient.fetchMember = { throw MemberLookupFailed() }
} operation: {
  MembershipModel()
}
await offline.onAppear()
print(offline.member == nil)
