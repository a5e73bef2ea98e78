import Dependencies

enum APIError: Error, Equatable {
  case notFound
  case server(code: Int)
  case decoding(String)
}

struct ProfileClient: Sendable {
  var load: @Sendable (Int) async throws -> String
}

extension ProfileClient: DependencyKey {
  static let liveValue = ProfileClient { id in
    switch id {
    case 1: return "Ada"
    case 2: throw APIError.notFound
    case 3: throw APIError.server(code: 503)
    default: throw APIError.decoding("bad payload for \(id)")
    }
  }
}

extension DependencyValues {
  var profileClient: ProfileClient {
    get { self[ProfileClient.self] }
    set { self[ProfileClient.self] = newValue }
  }
}

func loadAll() async {
  @Dependency(\.profileClient) var profileClient
  for id in 1...4 {
    do {
      let name = try await profileClient.load(id)
      print("loaded", name)
    } catch APIError.server(let code) where code >= 500 {
      print("server error", code)
    } catch let error as APIError {
      print("api error", error)
    } catch {
      print("other", error)
    }
  }
}

await loadAll()
