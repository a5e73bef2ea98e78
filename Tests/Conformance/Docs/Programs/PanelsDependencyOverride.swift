import ComposableArchitecture

struct Bookmarks: Sendable {
  var source: String
  var all: @Sendable () -> [String]
}

extension Bookmarks: DependencyKey {
  static let liveValue = Bookmarks(source: "disk") { ["swift.org", "pointfree.co"] }
  static let mock = Bookmarks(source: "mock") { ["example.com"] }
}

struct Preferences: Sendable {
  var theme: String
}

extension Preferences: DependencyKey {
  static let liveValue = Preferences(theme: "system")
  static let mock = Preferences(theme: "high contrast")
}

extension DependencyValues {
  var bookmarks: Bookmarks {
    get { self[Bookmarks.self] }
    set { self[Bookmarks.self] = newValue }
  }
  var preferences: Preferences {
    get { self[Preferences.self] }
    set { self[Preferences.self] = newValue }
  }
}

@Reducer
struct Sidebar {
  typealias State = Browser.State
  typealias Action = Browser.Action

  @Dependency(\.bookmarks) var bookmarks
  @Dependency(\.preferences) var preferences

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.lines.append("sidebar: \(bookmarks.all().count) from \(bookmarks.source), \(preferences.theme)")
        return .none
      }
    }
  }
}

@Reducer
struct StatusBar {
  typealias State = Browser.State
  typealias Action = Browser.Action

  @Dependency(\.bookmarks) var bookmarks
  @Dependency(\.preferences) var preferences

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.lines.append("status bar: \(bookmarks.source), \(preferences.theme)")
        return .none
      }
    }
  }
}

@Reducer
struct Browser {
  @ObservableState
  struct State: Equatable {
    var lines: [String] = []
  }
  enum Action {
    case refresh
  }

  var body: some Reducer<State, Action> {
    Sidebar()
      .dependency(\.bookmarks, .mock)
      .dependency(\.preferences, .mock)

    StatusBar()
  }
}

let store = Store(initialState: Browser.State()) {
  Browser()
}
store.send(.refresh)
for line in store.lines {
  print(line)
}
