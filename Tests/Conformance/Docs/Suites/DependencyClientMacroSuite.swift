import Dependencies
import DependenciesMacros
import Testing

struct Member: Equatable {
  var id: Int
  var name: String
}

@DependencyClient
struct MembersClient {
  var fetchMember: (_ id: Int) async throws -> Member
  var saveMember: (Member) async throws -> Void
  var isFavorite: (_ id: Int) -> Bool = { _ in false }
}

extension MembersClient: TestDependencyKey {
  static let testValue = MembersClient()
}

extension DependencyValues {
  var membersClient: MembersClient {
    get { self[MembersClient.self] }
    set { self[MembersClient.self] = newValue }
  }
}

final class MemberModel {
  @Dependency(\.membersClient) var membersClient
  var member: Member?
  var errorMessage: String?

  func load(id: Int) async {
    do {
      member = try await membersClient.fetchMember(id: id)
    } catch {
      errorMessage = "could not load"
    }
  }

  func badge(id: Int) -> String {
    membersClient.isFavorite(id: id) ? "★" : "☆"
  }
}

@MainActor
struct DependencyClientMacroSuite {
  @Test func loadsOverriddenMember() async {
    let model = withDependencies {
      $0.membersClient.fetchMember = { id in Member(id: id, name: "Blob #\(id)") }
    } operation: {
      MemberModel()
    }
    await model.load(id: 42)
    #expect(model.member == Member(id: 42, name: "Blob #42"))
  }

  @Test func defaultEndpointNeedsNoOverride() {
    let model = MemberModel()
    #expect(model.badge(id: 1) == "☆")
  }

  @Test func liveClientFromInitializer() async throws {
    let client = MembersClient(
      fetchMember: { id in Member(id: id, name: "Live") },
      saveMember: { _ in },
      isFavorite: { $0.isMultiple(of: 2) }
    )
    let member = try await client.fetchMember(id: 4)
    #expect(member.name == "Live")
    #expect(client.isFavorite(id: 4))
  }

  @Test func unimplementedEndpointFails() async {
    let model = MemberModel()
    await model.load(id: 1)
    #expect(model.errorMessage == "could not load")
  }
}
