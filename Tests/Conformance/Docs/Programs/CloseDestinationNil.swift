import ComposableArchitecture

@Reducer
struct TicketDetail {
  @ObservableState
  struct State: Equatable {
    var seat: String
  }
  enum Action {
    case refreshButtonTapped
  }
  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
  }
}

@Reducer
struct Wallet {
  @Reducer
  enum Destination {
    case ticketDetail(TicketDetail)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case closeButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case ticketTapped(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        state.destination = nil
        return .none

      case .destination:
        return .none

      case let .ticketTapped(seat):
        state.destination = .ticketDetail(TicketDetail.State(seat: seat))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

let store = Store(initialState: Wallet.State()) {
  Wallet()
}
store.send(.ticketTapped("14C"))
if case let .ticketDetail(detail) = store.destination {
  print("showing seat", detail.seat)
}
store.send(.closeButtonTapped)
print(store.destination == nil)
