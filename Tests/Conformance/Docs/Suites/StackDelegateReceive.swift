import ComposableArchitecture
import Testing

@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable {
    var total: Int
  }

  enum Action {
    case payTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case paid(Int)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payTapped:
        return .send(.delegate(.paid(state.total)))
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Shop {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Checkout.State>()
    var revenue = 0
  }

  enum Action {
    case path(StackActionOf<Checkout>)
    case checkoutTapped(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .checkoutTapped(total):
        state.path.append(Checkout.State(total: total))
        return .none
      case let .path(.element(id: id, action: .delegate(.paid(amount)))):
        state.revenue += amount
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Checkout()
    }
  }
}

@MainActor
struct StackDelegateReceive {
  @Test
  func payingPopsTheCheckout() async {
    let store = TestStore(initialState: Shop.State()) {
      Shop()
    }

    await store.send(.checkoutTapped(30)) {
      $0.path.append(Checkout.State(total: 30))
    }
    await store.send(.path(.element(id: 0, action: .payTapped)))
    await store.receive(\.path[id: 0].delegate.paid) {
      $0.revenue = 30
      $0.path = StackState()
    }
  }
}
