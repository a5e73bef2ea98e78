import ComposableArchitecture

struct Settings: Sendable {
  var theme: @Sendable () -> String
  var write: @Sendable (String) -> String
}

extension Settings: DependencyKey {
  static let liveValue = Settings(
    theme: { "dark" },
    write: { "saved \($0) to user defaults" }
  )
  static let mock = Settings(
    theme: { "tutorial" },
    write: { "pretended to save \($0)" }
  )
}

extension DependencyValues {
  var settings: Settings {
    get { self[Settings.self] }
    set { self[Settings.self] = newValue }
  }
}

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var messages: [String] = []
  }
  enum Action {
    case saveTapped(String)
    case loadTheme
  }
  @Dependency(\.settings) var settings

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .saveTapped(text):
        state.messages.append(settings.write(text))
        return .none
      case .loadTheme:
        state.messages.append("theme: " + settings.theme())
        return .none
      }
    }
  }
}

@Reducer
struct Onboarding {
  typealias State = Editor.State
  typealias Action = Editor.Action

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case let .saveTapped(text) = action {
        state.messages.append("onboarding saw \(text)")
      }
      return .none
    }
    Editor()
      .dependency(\.settings, .mock)
  }
}

let real = Store(initialState: Editor.State()) { Editor() }
real.send(.loadTheme)
real.send(.saveTapped("draft"))

let tutorial = Store(initialState: Editor.State()) { Onboarding() }
tutorial.send(.loadTheme)
tutorial.send(.saveTapped("draft"))

for line in real.messages { print("real:", line) }
for line in tutorial.messages { print("tutorial:", line) }
