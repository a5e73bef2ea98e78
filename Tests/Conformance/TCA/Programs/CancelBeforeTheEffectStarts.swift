import ComposableRuntime
import DependencyRuntime

/// A `.cancel(id:)` sent in the same main-actor job as the `send` that started the effect,
/// before the effect has begun, finds nothing registered under the ID: the effect then runs.
///
/// The second effect, which is cancelled once it has begun, waits far longer than the first,
/// so that however loaded the machine, it is still waiting when `.stop` arrives.
enum CancelBeforeTheEffectStarts: ConformanceProgram {
  /// Each effect's signal that it has begun (its ID is registered by then).
  static let begun = Signal()

  struct Feature: Reducer {
    struct State: Equatable { var starts = 0 }
    enum Action: Equatable { case start, stop }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.starts += 1
        let wait: Duration = state.starts == 1 ? .milliseconds(100) : .seconds(30)
        return .run { _ in
          CancelBeforeTheEffectStarts.begun.send()
          do {
            try await Task.sleep(for: wait)
            print("effect finished")
          } catch {
            print("effect cancelled")
          }
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let started = store.send(.start)
    store.send(.stop)
    await started.finish()
    let later = store.send(.start)
    await begun.wait(for: 2)  // the first effect's signal and this one's
    store.send(.stop)
    await later.finish()
  }
}
