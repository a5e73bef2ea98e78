import ComposableArchitecture

@Reducer
struct Seat {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var label: String
    var isBooked = false
  }

  enum Action {
    case bookTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bookTapped:
        state.isBooked = true
        return .none
      }
    }
  }
}

@Reducer
struct Cinema {
  @ObservableState
  struct State: Equatable {
    var seats: IdentifiedArrayOf<Seat.State> = []
    var bookings = 0
  }

  enum Action {
    case seats(IdentifiedActionOf<Seat>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .seats(.element(id: id, action: .bookTapped)):
        state.bookings += 1
        print("booked seat", id)
        return .none
      }
    }
    .forEach(\.seats, action: \.seats) {
      Seat()
    }
  }
}

@MainActor
func main() async {
  let store = Store(
    initialState: Cinema.State(
      seats: [
        Seat.State(id: 11, label: "A1"),
        Seat.State(id: 12, label: "A2"),
        Seat.State(id: 13, label: "A3"),
      ]
    )
  ) {
    Cinema()
  }
  store.send(.seats(.element(id: 12, action: .bookTapped)))
  store.send(.seats(.element(id: 13, action: .bookTapped)))
  for seat in store.seats {
    print(seat.label, seat.isBooked ? "booked" : "free")
  }
  print("bookings:", store.bookings)
}

await main()
