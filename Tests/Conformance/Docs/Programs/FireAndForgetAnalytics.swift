import ComposableArchitecture

struct AnalyticsClient: Sendable {
  var track: @Sendable (String) async -> Void
}

extension AnalyticsClient: DependencyKey {
  static let liveValue = AnalyticsClient { event in
    print("[analytics] \(event)")
  }
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var step = 1
  }

  enum Action {
    case nextTapped
    case skipTapped
  }

  @Dependency(\.analytics) var analytics

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextTapped:
        state.step += 1
        let step = state.step
        return .run { _ in
          await analytics.track("reached step \(step)")
        }
      case .skipTapped:
        state.step = 0
        return .run { _ in
          await analytics.track("skipped")
        }
      }
    }
  }
}

@MainActor
func run() async {
  let store = Store(initialState: Onboarding.State()) {
    Onboarding()
  }
  await store.send(.nextTapped).finish()
  await store.send(.nextTapped).finish()
  await store.send(.skipTapped).finish()
  print("step \(store.step)")
}

await run()
