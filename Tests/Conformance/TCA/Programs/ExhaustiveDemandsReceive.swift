import ComposableRuntime
import DependencyRuntime

/// TT3: exhaustively, every received action must be asserted before the next `send`.
enum ExhaustiveDemandsReceive: ConformanceProgram {
  @MainActor static func run() async {
    let store = TestStore(initialState: TestedCounter.State()) { TestedCounter() }
    await store.send(.incrementTwiceLater)
    print("sending with two actions unasserted")
    await store.send(.increment) { $0.count = 3 }
    print("count", store.state.count)
  }
}
