import ComposableRuntime
import DependencyRuntime

/// TE5: `.concatenate` runs its effects one after the other; `.merge` keeps each effect's own
/// captured values.
///
/// The merged first effect prints only after the second has: a fixed wait would race the
/// second's start on a loaded machine.
enum ConcatenateAndMerge: ConformanceProgram {
  static let secondPrinted = LockIsolated(false)

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case concatenate, merge, step(Int) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .concatenate:
        return .concatenate(
          .run { send in
            try await Task.sleep(for: .milliseconds(20))
            await send(.step(1))
          },
          .run { send in await send(.step(2)) },
          .send(.step(3))
        )
      case .merge:
        let first: Effect<Action> = withDependencies {
          $0.number = 10
        } operation: {
          .run { _ in
            @Dependency(\.number) var number
            repeat { try await Task.sleep(for: .milliseconds(5)) } while !secondPrinted.value
            print("first effect reads", number)
          }
        }
        let second: Effect<Action> = withDependencies {
          $0.number = 20
        } operation: {
          .run { _ in
            @Dependency(\.number) var number
            print("second effect reads", number)
            secondPrinted.setValue(true)
          }
        }
        return .merge(first, second)
      case .step(let number):
        print("step", number)
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.concatenate).finish()
    await store.send(.merge).finish()
  }
}
