import ComposableArchitecture

@Reducer
struct SearchFeature {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var sortAscending = true
    var results: [String] = []
    var changeCount = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  let catalog = ["pear", "apple", "plum", "peach", "banana"]

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.changeCount += 1
          print("query changed from \"\(oldValue)\" to \"\(newValue)\"")
          state.results = catalog.filter { $0.hasPrefix(newValue) }
          return .none
        }
      }
      .onChange(of: \.sortAscending) { _, ascending in
        Reduce { state, _ in
          state.results = ascending ? state.results.sorted() : state.results.sorted(by: >)
          return .none
        }
      }
  }
}

let store = Store(initialState: SearchFeature.State()) {
  SearchFeature()
}

store.send(.binding(.set(\.query, "p")))
print(store.results)
store.send(.binding(.set(\.query, "p")))
print("changes:", store.changeCount)
store.send(.binding(.set(\.sortAscending, false)))
print(store.results)
store.send(.binding(.set(\.query, "pe")))
print(store.results, store.changeCount)
