import ComposableRuntime
import DependencyRuntime

/// TE6: `.cancel(id:)` cancels when the reducer builds it: an effect that the same reduce
/// cancels and then starts again with the same ID runs.
enum CancelIsEager: ConformanceProgram {
  /// What happened, from the reducer and from the effects (on other threads).
  static let events = LockIsolated<[String]>([])
  /// The first effect's signal that it has begun (its ID is registered by then).
  static let begun = Signal()

  struct Feature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, again, done(String) }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          CancelIsEager.begun.send()
          do {
            try await Task.sleep(for: .seconds(30))
          } catch {
            CancelIsEager.events.withValue { $0.append("first effect cancelled") }
          }
        }
        .cancellable(id: CancelID.work)
      case .again:
        return .concatenate(
          .cancel(id: CancelID.work),
          .run { send in await send(.done("second")) }.cancellable(id: CancelID.work)
        )
      case .done(let name):
        CancelIsEager.events.withValue { $0.append("done \(name)") }
        return .none
      }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let first = store.send(.start)
    await begun.wait()
    await store.send(.again).finish()
    await first.finish()
    print(events.value.sorted())
  }
}
