import ComposableArchitecture

@Reducer
struct Clicker {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("clicks")) var clicks = 0
  }

  enum Action {
    case clickTapped
    case delayedClickTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clickTapped:
        state.$clicks.withLock { $0 += 1 }
        return .none
      case .delayedClickTapped:
        return .run { _ in
          @Shared(.inMemory("clicks")) var clicks = 0
          $clicks.withLock { $0 += 10 }
        }
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Clicker.State()) {
    Clicker()
  }
  store.send(.clickTapped)
  store.send(.clickTapped)
  print("after taps:", store.clicks)
  await store.send(.delayedClickTapped).finish()
  print("after delayed:", store.clicks)
}

await main()
