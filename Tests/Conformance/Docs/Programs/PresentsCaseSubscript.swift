import ComposableArchitecture

@Reducer
struct ReceiptDetail {
  @ObservableState
  struct State {
    var total: Int
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)

    enum Alert {
      case confirmRefund
    }
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct Receipts {
  @Reducer
  enum Destination {
    case detail(ReceiptDetail)
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }

  enum Action {
    case openTapped(total: Int)
    case refundTapped
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openTapped(total):
        state.destination = .detail(ReceiptDetail.State(total: total))
        return .none

      case .refundTapped:
        state.$destination[case: \.detail]?.alert = AlertState {
          TextState("Refund this receipt?")
        }
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
func report(_ store: StoreOf<Receipts>) {
  guard let detail = store.destination?.detail else {
    print("no receipt open")
    return
  }
  let asking = detail.alert?.title == TextState("Refund this receipt?")
  print("receipt of \(detail.total), asking to refund: \(asking)")
}

@MainActor
func main() async {
  let store = Store(initialState: Receipts.State()) {
    Receipts()
  }
  store.send(.refundTapped)
  report(store)

  store.send(.openTapped(total: 48))
  report(store)
  store.send(.refundTapped)
  report(store)
}

await main()
