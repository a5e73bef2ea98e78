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
  let calls = LockIsolated(0)
  let (started, startedContinuation) = AsyncStream<Int>.makeStream()
  let store = Store(initialState: ProfileScreen.State()) {
    ProfileScreen()
  } withDependencies: {
    $0.profileLoader.load = {
      let call = calls.withValue {
        $0 += 1
        return $0
      }
      startedContinuation.yield(call)
      if call == 1 {
        try await Task.sleep(nanoseconds: 60_000_000_000)
      }
      return Profile(name: "Profile from call \(call)")
    }
  }

  let first = store.send(.reloadTapped)
  // The load has started (and so the effect is registered under its cancel id).
  for await _ in started { break }
  print("loading:", store.isLoading)
  store.send(.cancelTapped)
  await first.finish()
  print("after cancel:", store.isLoading, store.profile?.name ?? "none")

  await store.send(.reloadTapped).finish()
  print("after reload:", store.isLoading, store.profile?.name ?? "none")
}

await main()
