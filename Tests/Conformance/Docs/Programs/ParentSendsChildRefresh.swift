import ComposableArchitecture

@Reducer
struct Inbox {
  @ObservableState
  struct State {
    var refreshes = 0
    var messages: [String] = []
  }
  enum Action {
    case refresh
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.refreshes += 1
        state.messages.append("message \(state.refreshes)")
        return .none
      }
    }
  }
}

@Reducer
struct Mailbox {
  @ObservableState
  struct State {
    var inbox = Inbox.State()
    var pullCount = 0
  }
  enum Action {
    case pullToRefresh
    case inbox(Inbox.Action)
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.inbox, action: \.inbox) {
      Inbox()
    }
    Reduce { state, action in
      switch action {
      case .pullToRefresh:
        state.pullCount += 1
        return .send(.inbox(.refresh))
      case .inbox:
        return .none
      }
    }
  }
}

let store = Store(initialState: Mailbox.State()) {
  Mailbox()
}
store.send(.pullToRefresh)
store.send(.pullToRefresh)
print(store.pullCount, store.inbox.refreshes)
print(store.inbox.messages)
