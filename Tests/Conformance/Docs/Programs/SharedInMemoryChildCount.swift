import ComposableArchitecture

@Reducer
struct BadgeFeature {
  @ObservableState
  struct State {
    @Shared(.inMemory("unread")) var unread = 0
  }
  enum Action {
    case readAllTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .readAllTapped:
        state.$unread.withLock { $0 = 0 }
        return .none
      }
    }
  }
}

@Reducer
struct InboxFeature {
  @ObservableState
  struct State {
    @Shared(.inMemory("unread")) var unread = 0
    var badge = BadgeFeature.State()
  }
  enum Action {
    case messageArrived
    case badge(BadgeFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.badge, action: \.badge) {
      BadgeFeature()
    }
    Reduce { state, action in
      switch action {
      case .messageArrived:
        state.$unread.withLock { $0 += 1 }
        return .none
      case .badge:
        return .none
      }
    }
  }
}

let store = Store(initialState: InboxFeature.State()) {
  InboxFeature()
}
store.send(.messageArrived)
store.send(.messageArrived)
print(store.unread, store.badge.unread)
store.send(.badge(.readAllTapped))
print(store.unread, store.badge.unread)

let other = BadgeFeature.State()
print(other.unread)
