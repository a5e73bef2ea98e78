import ComposableRuntime
import DependencyRuntime

/// TE2: a plain `Task {}` and a task group's children inside an effect inherit its values;
/// `Task.detached` does not.
enum ChildTasksInherit: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { _ in
        let inherited = await Task {
          @Dependency(\.number) var number
          return number
        }.value
        let detached = await Task.detached {
          @Dependency(\.number) var number
          return number
        }.value
        let child = await withTaskGroup(of: Int.self) { group in
          group.addTask {
            @Dependency(\.number) var number
            return number
          }
          return await group.next() ?? 0
        }
        print("Task", inherited, "group child", child, "detached", detached)
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) {
      Feature().dependency(\.number, 42)
    }
    await store.send(.start).finish()
  }
}
