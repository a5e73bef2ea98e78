import ComposableArchitecture
import Foundation

struct TipsClient {
  var nextTip: @Sendable () -> String
}

extension TipsClient: DependencyKey {
  static let liveValue = TipsClient(nextTip: { "Live tip from the server" })
  static let mock = TipsClient(nextTip: { "Mock tip: swipe to archive" })
}

extension DependencyValues {
  var tipsClient: TipsClient {
    get { self[TipsClient.self] }
    set { self[TipsClient.self] = newValue }
  }
}

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var tips: [String] = []
  }

  enum Action {
    case showTipTapped
  }

  @Dependency(\.tipsClient) var tipsClient
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTipTapped:
        state.tips.append("\(tipsClient.nextTip()) @ \(Int(now.timeIntervalSince1970))")
        return .none
      }
    }
  }
}

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var inbox = Inbox.State()
    var step = 0
  }

  enum Action {
    case inbox(Inbox.Action)
    case nextStepTapped
  }

  var body: some ReducerOf<Self> {
    Scope(\.inbox, action: \.inbox) {
      Inbox()
        .dependency(\.tipsClient, .mock)
        .dependency(\.date.now, Date(timeIntervalSince1970: 86_400))
    }

    Reduce { state, action in
      switch action {
      case .inbox:
        state.step += 1
        return .none
      case .nextStepTapped:
        state.step += 1
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Onboarding.State()) {
    Onboarding()
  }
  store.send(.inbox(.showTipTapped))
  store.send(.nextStepTapped)
  store.send(.inbox(.showTipTapped))
  print(store.inbox.tips)
  print("step", store.step)
}

await main()
