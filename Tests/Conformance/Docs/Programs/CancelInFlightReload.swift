import ComposableArchitecture

struct Profile: Equatable {
  var name: String
}

struct ProfileLoader {
  var load: @Sendable () async throws -> Profile
}

extension ProfileLoader: DependencyKey {
  static let liveValue = ProfileLoader(load: {
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(200))
    return Profile(name: "Live profile")
  })
}

extension DependencyValues {
  var profileLoader: ProfileLoader {
    get { self[ProfileLoader.self] }
    set { self[ProfileLoader.self] = newValue }
  }
}

@Reducer
struct ProfileScreen {
  @ObservableState
  struct State: Equatable {
    var profile: Profile?
    var isLoading = false
  }

  enum Action {
    case reloadTapped
    case cancelTapped
    case profileResponse(Result<Profile, any Error>)
  }

  enum CancelID { case load }

  @Dependency(\.profileLoader) var profileLoader

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reloadTapped:
        state.isLoading = true
        return .run { send in
          await send(
            .profileResponse(
              await Result { try await self.profileLoader.load() }
            )
          )
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .cancelTapped:
        state.isLoading = false
        return .cancel(id: CancelID.load)

      case let .profileResponse(.success(profile)):
        state.isLoading = false
        state.profile = profile
        return .none

      case .profileResponse(.failure):
        state.isLoading = false
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let clock = TestClock()
  let store = Store(initialState: ProfileScreen.State()) {
    ProfileScreen()
  } withDependencies: {
    $0.continuousClock = clock
  }

  let first = store.send(.reloadTapped)
  await clock.advance(by: .milliseconds(100))
  print("loading:", store.isLoading)
  store.send(.cancelTapped)
  await first.finish()
  print("after cancel:", store.isLoading, store.profile?.name ?? "none")

  let second = store.send(.reloadTapped)
  await clock.advance(by: .milliseconds(200))
  await second.finish()
  print("after reload:", store.isLoading, store.profile?.name ?? "none")
}

await main()
