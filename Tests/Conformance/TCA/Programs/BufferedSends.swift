import ComposableRuntime
import DependencyRuntime

/// TS4: actions a reducer sends synchronously (`.send`, `.merge` of sends) are reduced in
/// order within the same `send`, and the state shows them when `send` returns.
enum BufferedSends: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case first, second, third, fourth }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("reduce", action)
      switch action {
      case .first:
        state.log.append("first")
        return .merge(.send(.second), .send(.third))
      case .second:
        state.log.append("second")
        return .send(.fourth)
      case .third:
        state.log.append("third")
        return .none
      case .fourth:
        state.log.append("fourth")
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.first)
    print("after send:", store.withState(\.log))
  }
}
