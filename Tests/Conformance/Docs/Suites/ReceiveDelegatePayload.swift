import ComposableArchitecture
import Testing

@Reducer
struct Vote {
  @ObservableState
  struct State: Equatable {
    var option: String
  }

  enum Action {
    case approveTapped
    case rejectTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case decided(Bool)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .approveTapped:
        return .send(.delegate(.decided(true)))
      case .rejectTapped:
        return .send(.delegate(.decided(false)))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Ballot {
  @ObservableState
  struct State: Equatable {
    var vote = Vote.State(option: "Longer lunch")
    var approvals = 0
    var rejections = 0
  }

  enum Action {
    case vote(Vote.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.vote, action: \.vote) {
      Vote()
    }
    Reduce { state, action in
      switch action {
      case .vote(.delegate(.decided(true))):
        state.approvals += 1
        return .none
      case .vote(.delegate(.decided(false))):
        state.rejections += 1
        return .none
      case .vote:
        return .none
      }
    }
  }
}

@MainActor
struct ReceiveDelegatePayload {
  @Test func approvalIsCounted() async {
    let store = TestStore(initialState: Ballot.State()) {
      Ballot()
    }
    await store.send(\.vote.approveTapped)
    await store.receive(\.vote.delegate.decided, true) {
      $0.approvals = 1
    }
  }

  @Test func rejectionIsCounted() async {
    let store = TestStore(initialState: Ballot.State()) {
      Ballot()
    }
    await store.send(\.vote.rejectTapped)
    await store.receive(\.vote.delegate.decided, false) {
      $0.rejections = 1
    }
  }

  @Test func expectsTheWrongPayload() async {
    let store = TestStore(initialState: Ballot.State()) {
      Ballot()
    }
    await store.send(\.vote.rejectTapped)
    await store.receive(\.vote.delegate.decided, true) {
      $0.rejections = 1
    }
  }
}
