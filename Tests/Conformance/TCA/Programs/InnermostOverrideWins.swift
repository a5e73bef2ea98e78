import ComposableRuntime
import DependencyRuntime

/// TR2: of chained `.dependency` modifiers the one closest to the reducer wins, and a
/// reducer's override beats the store's.
enum InnermostOverrideWins: ConformanceProgram {
  struct Reader: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case read }
    @Dependency(\.number) var number
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("reads", number)
      return .none
    }
  }

  @MainActor static func run() async {
    let chained = Store(initialState: Reader.State()) {
      Reader().dependency(\.number, 42).dependency(\.number, 1729)
    }
    chained.send(.read)
    let overStore = Store(initialState: Reader.State()) {
      Reader().dependency(\.number, 42)
    } withDependencies: {
      $0.number = 1729
    }
    overStore.send(.read)
  }
}
