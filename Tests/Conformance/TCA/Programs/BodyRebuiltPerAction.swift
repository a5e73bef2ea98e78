import ComposableRuntime
import DependencyRuntime

/// TR4: `body` is rebuilt for every action, in the scope of the reducer above it, so a
/// child built there captures the parent's override of the moment.
enum BodyRebuiltPerAction: ConformanceProgram {
  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case read }
    let builtWith: Int
    init() {
      @Dependency(\.number) var number
      builtWith = number
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      print("child built with", builtWith)
      return .none
    }
  }

  struct Parent: Reducer {
    typealias State = Child.State
    typealias Action = Child.Action
    var body: some ReducerOf<Self> {
      print("body built")
      return Child()
    }
  }

  @MainActor static func run() async {
    let store = Store(initialState: Parent.State()) {
      Parent().transformDependency(\.number) { $0 += 1 }
    } withDependencies: {
      $0.number = 5
    }
    store.send(.read)
    store.send(.read)
  }
}
