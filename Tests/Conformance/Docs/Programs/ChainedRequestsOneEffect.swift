import ComposableArchitecture

struct Member: Equatable {
  var id: Int
  var name: String
}

struct ClubClient {
  var currentMember: @Sendable () async -> Member
  var bookings: @Sendable (_ memberID: Int) async -> [String]
}

extension ClubClient: DependencyKey {
  static let liveValue = ClubClient(
    currentMember: { Member(id: 7, name: "Noor") },
    bookings: { memberID in memberID == 7 ? ["Tennis, Tue", "Squash, Fri"] : [] }
  )
}

extension DependencyValues {
  var clubClient: ClubClient {
    get { self[ClubClient.self] }
    set { self[ClubClient.self] = newValue }
  }
}

@Reducer
struct Bookings {
  @ObservableState
  struct State: Equatable {
    var isLoading = false
    var bookings: [String] = []
  }

  enum Action {
    case refreshTapped
    case bookingsResponse([String])
  }

  @Dependency(\.clubClient) var clubClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isLoading = true
        return .run { send in
          let member = await clubClient.currentMember()
          let bookings = await clubClient.bookings(member.id)
          await send(.bookingsResponse(bookings))
        }
      case let .bookingsResponse(bookings):
        state.isLoading = false
        state.bookings = bookings
        return .none
      }
    }
  }
}

@MainActor
func main() async {
  let store = Store(initialState: Bookings.State()) {
    Bookings()
  }
  let task = store.send(.refreshTapped)
  print("loading:", store.isLoading)
  await task.finish()
  print("loading:", store.isLoading)
  for booking in store.bookings {
    print("-", booking)
  }
}

await main()
