import Dependencies

struct LoadError: Error, Equatable {
  var code: Int
}

struct UserClient {
  var load: @Sendable (Int) async throws -> String
}

extension UserClient: DependencyKey {
  static let liveValue = UserClient { id in
    guard id > 0 else { throw LoadError(code: 404) }
    return "User \(id)"
  }
}

extension DependencyValues {
  var userClient: UserClient {
    get { self[UserClient.self] }
    set { self[UserClient.self] = newValue }
  }
}

struct Profile {
  @Dependency(\.userClient) var userClient

  func show(_ id: Int) async {
    do {
      let name = try await userClient.load(id)
      print(name)
    } catch let error as LoadError {
      print("failed with \(error.code)")
    } catch {
      print("other error")
    }
  }
}

for id in [1, 0] {
  await Profile().show(id)
}
