import ComposableArchitecture

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var launches = 0
  }

  enum Action {
    case launched
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.launches += 1
      return .none
    }
  }
}

@MainActor
enum App {
  static let store = Store(initialState: AppFeature.State()) {
    AppFeature()
  }
}

App.store.send(.launched)
App.store.send(.launched)
print(App.store.launches)
