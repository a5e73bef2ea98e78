import ComposableArchitecture
import Foundation

@Reducer
struct Stamp {
  @ObservableState
  struct State: Equatable {
    var stamped: [Double] = []
  }

  enum Action {
    case stamp
  }

  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stamp:
        state.stamped.append(now.timeIntervalSince1970)
        return .none
      }
    }
  }
}

@Reducer
struct Desk {
  @ObservableState
  struct State: Equatable {
    var left = Stamp.State()
    var right = Stamp.State()
  }

  enum Action {
    case left(Stamp.Action)
    case right(Stamp.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) {
      Stamp()
        .dependency(\.date.now, Date(timeIntervalSince1970: 10))
    }
    Scope(state: \.right, action: \.right) {
      Stamp()
        .dependency(\.date.now, Date(timeIntervalSince1970: 20))
    }
  }
}

let store = Store(initialState: Desk.State()) {
  Desk()
}
store.send(.left(.stamp))
store.send(.right(.stamp))
store.send(.right(.stamp))
print(store.left.stamped, store.right.stamped)
