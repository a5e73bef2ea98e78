import ComposableRuntime
import DependencyRuntime
import Foundation

/// `number`: live 1, test 0 — a dependency whose value a test can read back.
enum NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 0
}

extension DependencyValues {
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// Records `number` as its reducer sees it, for every action.
struct NumberReader: Reducer {
  @ObservableState
  struct State: Equatable { var seen: [Int] = [] }
  enum Action: Equatable { case read }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    @Dependency(\.number) var number
    state.seen.append(number)
    return .none
  }
}

/// Records the UUIDs its reducer generates.
struct UUIDReader: Reducer {
  @ObservableState
  struct State: Equatable { var uuids: [UUID] = [] }
  enum Action: Equatable { case generate }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.uuids.append(uuid())
      return .none
    }
  }
}
