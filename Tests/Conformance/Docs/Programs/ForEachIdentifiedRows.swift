import ComposableArchitecture

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  enum Action {
    case toggle
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggle:
        state.isDone.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct Checklist {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  enum Action {
    case addTapped(String)
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addTapped(title):
        state.rows.append(Row.State(id: state.rows.count + 1, title: title))
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Row()
    }
  }
}

@MainActor
func run() {
  let store = Store(initialState: Checklist.State()) {
    Checklist()
  }
  store.send(.addTapped("Milk"))
  store.send(.addTapped("Eggs"))
  store.send(.rows(.element(id: 2, action: .toggle)))
  for row in store.rows {
    print(row.id, row.title, row.isDone)
  }
  print(store.rows[id: 2]?.isDone ?? false)
}

await run()
