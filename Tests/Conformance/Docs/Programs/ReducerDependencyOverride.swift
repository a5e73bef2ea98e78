import ComposableArchitecture

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

@Reducer
struct Greeter {
  @ObservableState
  struct State: Equatable {
    var message = ""
  }

  enum Action {
    case greet(String)
  }

  @Dependency(\.greeting) var greeting

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .greet(name):
        state.message = "\(greeting), \(name)"
        return .none
      }
    }
  }
}

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable {
    var greeter = Greeter.State()
  }

  enum Action {
    case greeter(Greeter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.greeter, action: \.greeter) {
      Greeter()
        .dependency(\.greeting, "Welcome")
    }
  }
}

let store = Store(initialState: Onboarding.State()) {
  Onboarding()
}
store.send(.greeter(.greet("Blob")))
print(store.greeter.message)
