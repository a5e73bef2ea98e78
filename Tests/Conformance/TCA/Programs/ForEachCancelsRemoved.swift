import ComposableRuntime
import DependencyRuntime

/// TC1: `forEach` gives each element its own navigation ID: removing one element cancels that
/// element's effects only.
///
/// No step waits a fixed time: each row's effect says it has begun, and polls until the list
/// lets it go on, which the list does only once the removed row's effect has ended. So the
/// output is the same however loaded the machine is.
enum ForEachCancelsRemoved: ConformanceProgram {
  static let begun = LockIsolated(0)
  static let goOn = LockIsolated(false)

  struct Row: Reducer {
    struct State: Equatable, Identifiable { let id: Int }
    enum Action: Equatable { case start }
    enum CancelID { case work }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let id = state.id
      return .run { _ in
        begun.withValue { $0 += 1 }
        do {
          repeat { try await Task.sleep(for: .milliseconds(5)) } while !goOn.value
          print("row", id, "finished")
        } catch {
          print("row", id, "cancelled")
        }
      }
      .cancellable(id: CancelID.work)
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    }
    @CasePathable
    enum Action: Equatable { case rows(IdentifiedActionOf<Row>), remove(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .remove(let id) = action { state.rows.remove(id: id) }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: List.State()) { List() }
    let first = store.send(.rows(.element(id: 1, action: .start)))
    let second = store.send(.rows(.element(id: 2, action: .start)))
    while begun.value < 2 { try? await Task.sleep(for: .milliseconds(5)) }
    store.send(.remove(1))
    await first.finish()
    goOn.setValue(true)
    await second.finish()
  }
}
