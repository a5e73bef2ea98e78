import ComposableRuntime
import DependencyRuntime

/// A test store's effect whose `send` escaped it and is called once the effect has finished:
/// the action is dropped, with no issue of its own, so the test store never receives it.
/// (A plain store reports such a send, at the library's own line, and delivers the action.)
enum SendFromFinishedTestStoreEffect: ConformanceProgram {
  struct Feature: Reducer {
    struct State: Equatable { var pings = 0 }
    enum Action: Equatable {
      case start
      case ping
    }
    let escaped: LockIsolated<Send<Action>?>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in escaped.setValue(send) }
      case .ping:
        state.pings += 1
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let escaped = LockIsolated<Send<Feature.Action>?>(nil)
    let store = TestStore(initialState: Feature.State()) { Feature(escaped: escaped) }
    await store.send(.start).finish()
    await escaped.value?(.ping)
    await store.receive(.ping) { $0.pings = 1 }
    print("pings:", store.state.pings)
  }
}
