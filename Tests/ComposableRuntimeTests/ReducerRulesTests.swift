import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

/// TR1–TR4: how reducer modifiers scope dependencies.
@MainActor
@Suite(.dependencies)
struct ReducerRulesTests {
  /// A parent with two children and a reducer of its own, all recording `number`.
  struct Family: Reducer {
    @ObservableState
    struct State: Equatable {
      var left = NumberReader.State()
      var right = NumberReader.State()
      var parent: [Int] = []
    }
    @CasePathable
    enum Action: Equatable {
      case left(NumberReader.Action)
      case right(NumberReader.Action)
      case both
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) { NumberReader() }
        .dependency(\.number, 42)
      Scope(state: \.right, action: \.right) { NumberReader() }
      Reduce { state, action in
        @Dependency(\.number) var number
        state.parent.append(number)
        guard action == .both else { return .none }
        return .merge(.send(.left(.read)), .send(.right(.read)))
      }
    }
  }

  @Test func TR1_dependencyScopesOnlyTheWrappedReducer() {
    let store = Store(initialState: Family.State()) {
      Family()
    } withDependencies: {
      $0.number = 1
    }
    store.send(.both)
    #expect(store.state.left.seen == [42])
    #expect(store.state.right.seen == [1])
    #expect(store.state.parent == [1, 1, 1])
  }

  @Test func TR2_innermostModifierWins() {
    let store = Store(initialState: NumberReader.State()) {
      NumberReader()
        .dependency(\.number, 42)
        .dependency(\.number, 1729)
    }
    store.send(.read)
    #expect(store.state.seen == [42])
  }

  @Test func TR2_reducerOverrideBeatsTheStores() {
    let store = Store(initialState: NumberReader.State()) {
      NumberReader().dependency(\.number, 42)
    } withDependencies: {
      $0.number = 1729
    }
    store.send(.read)
    #expect(store.state.seen == [42])
  }

  @Test func TR3_transformDependencyRunsPerActionWhileWithDependenciesRunsOnce() {
    var storeClosureRuns = 0
    var transformRuns = 0
    let store = Store(initialState: NumberReader.State()) {
      NumberReader().transformDependency(\.number) {
        transformRuns += 1
        $0 += 100
      }
    } withDependencies: {
      storeClosureRuns += 1
      $0.number = 1
    }
    store.send(.read)
    store.send(.read)
    #expect(store.state.seen == [101, 101])
    #expect(transformRuns == 2)
    #expect(storeClosureRuns == 1)
  }

  /// Builds its child in `body`, capturing `number` at that moment in the child's
  /// `@Dependency`; the child's own modifier comes later.
  struct Rebuilt: Reducer {
    @ObservableState
    struct State: Equatable { var captured: [Int] = [] }
    enum Action: Equatable { case read }

    struct Child: Reducer {
      typealias State = Rebuilt.State
      typealias Action = Rebuilt.Action
      let numberWhenBuilt: Int
      init() {
        @Dependency(\.number) var number
        numberWhenBuilt = number
      }
      func reduce(into state: inout State, action _: Action) -> Effect<Action> {
        state.captured.append(numberWhenBuilt)
        return .none
      }
    }

    var body: some ReducerOf<Self> {
      Child().dependency(\.number, 99)
    }
  }

  @Test func TR4_bodyIsRebuiltPerActionInTheParentsScope() {
    let store = Store(initialState: Rebuilt.State()) {
      Rebuilt()
    } withDependencies: {
      $0.number = 1
    }
    store.send(.read)
    withDependencies {
      $0.number = 5
    } operation: {
      _ = store.send(.read)
    }
    // Built per action, under the store's snapshot (1), never under its own modifier (99).
    #expect(store.state.captured == [1, 1])
  }
}
