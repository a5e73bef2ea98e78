import ComposableArchitecture
import Foundation

struct SpeechClient {
  var requestAuthorization: @Sendable () async throws -> Bool
}

extension SpeechClient: DependencyKey {
  static let liveValue = SpeechClient(requestAuthorization: { true })
}

extension DependencyValues {
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

@Reducer
struct Dictation {
  @ObservableState
  struct State: Equatable {
    var status = "idle"
  }

  enum Action {
    case recordTapped
    case authorized(Bool, Date)
  }

  @Dependency(\.speechClient) var speechClient
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recordTapped:
        return .run { send in
          let granted = try await speechClient.requestAuthorization()
          await send(.authorized(granted, now))
        }
      case let .authorized(granted, date):
        state.status = "\(granted ? "recording" : "denied") since \(Int(date.timeIntervalSince1970))"
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Dictation.State()) {
    Dictation()
      .transformDependency(\.speechClient) { speechClient in
        let authorize = speechClient.requestAuthorization
        speechClient.requestAuthorization = {
          print("requestAuthorization")
          return try await authorize()
        }
      }
      .transformDependency(\.self) { dependencyValues in
        dependencyValues.date.now = Date(timeIntervalSince1970: 500)
      }
  }
  await store.send(.recordTapped).finish()
  print(store.status)
}

await main()
