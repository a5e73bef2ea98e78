import Dependencies

struct Member {
  let id: Int
  var name: String
}

struct MemberClient {
  var fetchMember: (Int) async throws -> Member
  var saveMember: (Member) async throws -> Void
}

extension MemberClient: DependencyKey {
  static var liveValue: Self {
    print("building the live member client")
    return Self(
      fetchMember: { id in Member(id: id, name: "Member \(id)") },
      saveMember: { member in print("saved \(member.name)") }
    )
  }
}

extension DependencyValues {
  var memberClient: MemberClient {
    get { self[MemberClient.self] }
    set { self[MemberClient.self] = newValue }
  }
}

func rename(_ id: Int, to name: String) async throws {
  @Dependency(\.memberClient) var memberClient
  var member = try await memberClient.fetchMember(id)
  member.name = name
  try await memberClient.saveMember(member)
}

try await rename(1, to: "Ada")
try await rename(2, to: "Grace")
