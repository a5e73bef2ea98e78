import ComposableRuntime
import DependencyRuntime

/// TC1: `ifLet` runs the child before the parent, leaves dependencies as they are, and
/// cancels the child's effects when its state goes away.
enum IfLetRunsChildFirst: ConformanceProgram {
  /// The child effect's signal that it has begun (its ID is registered by then).
  static let begun = Signal()

  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("child reduces, reading", number)
      return .run { _ in
        IfLetRunsChildFirst.begun.send()
        do {
          try await Task.sleep(for: .seconds(30))
        } catch {
          print("child effect cancelled")
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable { var child: Child.State? = Child.State() }
    @CasePathable
    enum Action: Equatable { case child(Child.Action), close }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .child(let childAction) = action {
          print("parent reduces child action", childAction)
        } else {
          print("parent reduces", action)
        }
        if action == .close { state.child = nil }
        return .none
      }
      .ifLet(\.child, action: \.child) { Child() }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.number = 8
    }
    let task = store.send(.child(.start))
    await begun.wait()
    store.send(.close)
    await task.finish()
    print("child is gone:", store.withState { $0.child == nil })
  }
}
