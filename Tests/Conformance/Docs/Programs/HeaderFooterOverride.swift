import ComposableArchitecture

struct Storage: Sendable {
  var label: String
  var save: @Sendable (String) -> String
}

extension Storage: DependencyKey {
  static let liveValue = Storage(label: "disk") { "wrote \($0) to disk" }
  static let mock = Storage(label: "memory") { "kept \($0) in memory" }
}

extension DependencyValues {
  var storage: Storage {
    get { self[Storage.self] }
    set { self[Storage.self] = newValue }
  }
}

@Reducer
struct Header {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action {
    case save(String)
  }
  @Dependency(\.storage) var storage

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .save(text):
        state.log.append("header " + storage.save(text))
        return .none
      }
    }
  }
}

@Reducer
struct Footer {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action {
    case save(String)
  }
  @Dependency(\.storage) var storage

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .save(text):
        state.log.append("footer " + storage.save(text))
        return .none
      }
    }
  }
}

@Reducer
struct Page {
  @ObservableState
  struct State: Equatable {
    var header = Header.State()
    var footer = Footer.State()
  }
  enum Action {
    case header(Header.Action)
    case footer(Footer.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.header, action: \.header) {
      Header()
        .dependency(\.storage, .mock)
    }
    Scope(state: \.footer, action: \.footer) {
      Footer()
    }
  }
}

let store = Store(initialState: Page.State()) {
  Page()
}

store.send(.header(.save("title")))
store.send(.footer(.save("copyright")))
print(store.header.log)
print(store.footer.log)
print(store.state.header.log.count + store.state.footer.log.count)
