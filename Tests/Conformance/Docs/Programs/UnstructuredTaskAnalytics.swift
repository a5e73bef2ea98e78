import ComposableArchitecture

struct AnalyticsClient {
  var track: @Sendable (String) async -> Void
}

extension AnalyticsClient: DependencyKey {
  static let liveValue = AnalyticsClient(track: { _ in })
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}

@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable {
    var orders = 0
  }

  enum Action {
    case placeOrderTapped
  }

  @Dependency(\.analytics) var analytics

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .placeOrderTapped:
        state.orders += 1
        let number = state.orders
        return .run { _ in
          Task {
            await analytics.track("order \(number) placed")
          }
        }
      }
    }
  }
}

@MainActor
func main() async {
  let events = LockIsolated<[String]>([])
  let store = Store(initialState: Checkout.State()) {
    Checkout()
  } withDependencies: {
    $0.analytics.track = { event in events.withValue { $0.append(event) } }
  }
  await store.send(.placeOrderTapped).finish()
  try? await Task.sleep(for: .milliseconds(200))
  await store.send(.placeOrderTapped).finish()
  try? await Task.sleep(for: .milliseconds(200))
  print("orders:", store.orders)
  print("tracked:", events.value)
}

await main()
