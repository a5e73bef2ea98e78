import Dependencies

struct Member: Equatable {
  let id: Int
  var name: String
}

struct MembersClient {
  var fetchMembers: () async throws -> [Member]
  var fetchMember: (Int) async throws -> Member
}

extension MembersClient: TestDependencyKey {
  static let previewValue = Self(
    fetchMembers: {
      [
        Member(id: 1, name: "Ada"),
        Member(id: 2, name: "Ada Jr."),
        Member(id: 3, name: "Ada Sr."),
      ]
    },
    fetchMember: { id in
      Member(id: id, name: "Ada, number \(id)")
    }
  )

  static let testValue = Self(
    fetchMembers: { [] },
    fetchMember: { id in Member(id: id, name: "test") }
  )
}

extension DependencyValues {
  var membersClient: MembersClient {
    get { self[MembersClient.self] }
    set { self[MembersClient.self] = newValue }
  }
}

func showMembers() async throws {
  @Dependency(\.membersClient) var membersClient
  let members = try await membersClient.fetchMembers()
  print(members.map(\.name).joined(separator: ", "))
  let member = try await membersClient.fetchMember(7)
  print(member.name)
}

try await withDependencies {
  $0.context = .preview
} operation: {
  try await showMembers()
}
