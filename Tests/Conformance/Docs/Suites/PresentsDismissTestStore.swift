import ComposableArchitecture
import Testing

@Reducer
struct Tip {
  @ObservableState
  struct State: Equatable {
    var percent = 15
  }

  enum Action {
    case bump
    case closeTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.percent += 5
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Bill {
  @ObservableState
  struct State: Equatable {
    @Presents var tip: Tip.State?
  }

  enum Action {
    case tipTapped
    case tip(PresentationAction<Tip.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tipTapped:
        state.tip = Tip.State()
        return .none
      case .tip:
        return .none
      }
    }
    .ifLet(\.$tip, action: \.tip) {
      Tip()
    }
  }
}

@MainActor
struct PresentsDismissTestStore {
  @Test
  func childDismissesItself() async {
    let store = TestStore(initialState: Bill.State()) {
      Bill()
    }

    await store.send(.tipTapped) {
      $0.tip = Tip.State()
    }
    await store.send(\.tip.bump) {
      $0.tip?.percent = 20
    }
    await store.send(\.tip.closeTapped)
    await store.receive(\.tip.dismiss) {
      $0.tip = nil
    }
  }
}
