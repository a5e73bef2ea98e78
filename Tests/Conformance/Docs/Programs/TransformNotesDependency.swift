import ComposableArchitecture

struct NotesStore: Sendable {
  var save: @Sendable (String) -> String
}

extension NotesStore: TestDependencyKey {
  static let testValue = NotesStore { text in "test: \(text)" }
}

extension NotesStore: DependencyKey {
  static let liveValue = NotesStore { text in "disk: \(text)" }
}

extension DependencyValues {
  var notesStore: NotesStore {
    get { self[NotesStore.self] }
    set { self[NotesStore.self] = newValue }
  }
}

@Reducer
struct Notebook {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action {
    case save(String)
  }

  @Dependency(\.notesStore) var notesStore

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .save(text):
        state.log.append(notesStore.save(text))
        return .none
      }
    }
  }
}

@Reducer
struct AppRoot {
  @ObservableState
  struct State: Equatable {
    var main = Notebook.State()
    var tour = Notebook.State()
  }

  enum Action {
    case main(Notebook.Action)
    case tour(Notebook.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.main, action: \.main) {
      Notebook()
    }
    Scope(state: \.tour, action: \.tour) {
      Notebook()
        .transformDependency(\.notesStore) { notesStore in
          let base = notesStore.save
          notesStore.save = { text in "sandbox(\(base(text)))" }
        }
    }
  }
}

let store = Store(initialState: AppRoot.State()) {
  AppRoot()
}
await store.send(.main(.save("hello"))).finish()
await store.send(.tour(.save("hello"))).finish()
print(store.main.log, store.tour.log)

let mocked = Store(initialState: AppRoot.State()) {
  AppRoot()
} withDependencies: {
  $0.notesStore.save = { text in "memory: \(text)" }
}
await mocked.send(.main(.save("hi"))).finish()
await mocked.send(.tour(.save("hi"))).finish()
print(mocked.main.log, mocked.tour.log)
