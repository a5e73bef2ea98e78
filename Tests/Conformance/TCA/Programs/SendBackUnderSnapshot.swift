import ComposableRuntime
import DependencyRuntime

/// TE3: an action an effect sends back is reduced under the store's snapshot: an override
/// the effect made for itself does not reach the reducer (1, 1, 1, not 1, 2, 3).
enum SendBackUnderSnapshot: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var seen: [Int] = [] }
    enum Action: Equatable { case start, record }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.seen.append(number)
        return .run { send in
          await withDependencies {
            $0.number += 1
          } operation: {
            await send(.record)
          }
        }
      case .record:
        state.seen.append(number)
        print("seen so far", state.seen)
        return state.seen.count < 3 ? .send(.start) : .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.number = 1
    }
    await store.send(.start).finish()
  }
}
