import ComposableRuntime
import DependencyRuntime

/// TE1: `.run` captures the values in force where it is called (inside the reducer, with its
/// modifiers applied) and re-installs them around its body and its `catch:` handler, long
/// after the modifier's scope has ended.
enum RunCapturesWhereCalled: ConformanceProgram {
  struct Failure: Error {}

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, failing }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { _ in
          try await Task.sleep(for: .milliseconds(10))
          @Dependency(\.number) var number
          print("effect body reads", number)
        }
      case .failing:
        return .run { _ in
          throw Failure()
        } catch: { _, _ in
          @Dependency(\.number) var number
          print("catch handler reads", number)
        }
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) {
      Feature().dependency(\.number, 42)
    }
    await store.send(.start).finish()
    await store.send(.failing).finish()
  }
}
