import ComposableArchitecture
import Foundation

@Reducer
struct Clipboard {
  @ObservableState
  struct State: Equatable {
    var stamps: [String] = []
  }

  enum Action {
    case stampTapped
  }

  @Dependency(\.date.now) var now

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .stampTapped:
        state.stamps.append("stamp at \(Int(now.timeIntervalSince1970))")
        return .none
      }
    }
  }
}

@Reducer
struct Desk {
  @ObservableState
  struct State: Equatable {
    var left = Clipboard.State()
    var right = Clipboard.State()
  }

  enum Action {
    case left(Clipboard.Action)
    case right(Clipboard.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.left, action: \.left) {
      Clipboard()
    }
    Scope(state: \.right, action: \.right) {
      Clipboard()
        .dependency(\.date.now, Date(timeIntervalSince1970: 500))
    }
  }
}

let store = Store(initialState: Desk.State()) {
  Desk()
} withDependencies: {
  $0.date.now = Date(timeIntervalSince1970: 100)
}

await store.send(.left(.stampTapped)).finish()
await store.send(.right(.stampTapped)).finish()
await store.send(.left(.stampTapped)).finish()
print("left:", store.left.stamps)
print("right:", store.right.stamps)
