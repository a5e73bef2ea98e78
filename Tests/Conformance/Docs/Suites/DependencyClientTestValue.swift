import ComposableArchitecture
import Testing

@DependencyClient
struct GreetingClient {
  var greeting: @Sendable (_ name: String) async throws -> String
}

extension GreetingClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

@Reducer
struct Welcome {
  @ObservableState
  struct State: Equatable {
    var name = "Blob"
    var message = ""
  }
  enum Action {
    case onAppear
    case greeted(String)
  }
  @Dependency(\.greetingClient) var greetingClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { [name = state.name] send in
          let message = try await greetingClient.greeting(name: name)
          await send(.greeted(message))
        }
      case let .greeted(message):
        state.message = message
        return .none
      }
    }
  }
}

@MainActor
struct DependencyClientTestValue {
  @Test func greetsWithOverride() async {
    let store = TestStore(initialState: Welcome.State()) {
      Welcome()
    } withDependencies: {
      $0.greetingClient.greeting = { "Hi, \($0)!" }
    }
    await store.send(.onAppear)
    await store.receive(\.greeted) { $0.message = "Hi, Blob!" }
  }

  @Test func usesUnimplementedEndpoint() async {
    let store = TestStore(initialState: Welcome.State()) {
      Welcome()
    }
    await store.send(.onAppear)
  }
}
