import ComposableRuntime
import DependencyRuntime

/// TC1: `ifCaseLet` runs the child of the state's current case, and cancels its effects when
/// the case changes.
enum IfCaseLetChild: ConformanceProgram {
  /// The child effect's signal that it has begun (its ID is registered by then).
  static let begun = Signal()

  struct LoggedIn: Reducer {
    struct State: Equatable { var name = "Blob" }
    enum Action: Equatable { case refresh }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("logged in child reduces for", state.name)
      return .run { _ in
        IfCaseLetChild.begun.send()
        do {
          try await Task.sleep(for: .seconds(30))
        } catch {
          print("refresh cancelled")
        }
      }
    }
  }

  struct App: Reducer {
    @CasePathable
    enum State: Equatable { case loggedIn(LoggedIn.State), loggedOut }
    @CasePathable
    enum Action: Equatable { case loggedIn(LoggedIn.Action), logOut }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .logOut { state = .loggedOut }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: App.State.loggedIn(LoggedIn.State())) { App() }
    let task = store.send(.loggedIn(.refresh))
    await begun.wait()
    store.send(.logOut)
    await task.finish()
    print("logged out:", store.withState { $0 == .loggedOut })
  }
}
