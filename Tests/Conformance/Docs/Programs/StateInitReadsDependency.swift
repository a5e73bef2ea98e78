import ComposableArchitecture
import Foundation

@Reducer
struct Journal {
  @ObservableState
  struct State: Equatable {
    var createdAt: Date
    var entries: [String] = []

    init() {
      @Dependency(\.date.now) var now
      self.createdAt = now
    }
  }

  enum Action {
    case write(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .write(entry):
        state.entries.append(entry)
        return .none
      }
    }
  }
}

let store = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 3_600)
} operation: {
  Store(initialState: Journal.State()) {
    Journal()
  }
}
store.send(.write("Dear diary"))
print(store.createdAt)
print(store.entries)
