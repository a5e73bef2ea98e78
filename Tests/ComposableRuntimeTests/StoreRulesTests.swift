import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

/// TS1–TS5: what a `Store` does with the dependencies in force where it is created and where
/// it is sent to.
@MainActor
@Suite(.dependencies)
struct StoreRulesTests {
  @Test func TS1_snapshotAtInitCoversStateAndReducer() {
    struct Feature: Reducer {
      struct State { var numberAtInit: Int }
      enum Action { case noop }
      let numberAtConstruction: Int
      init() {
        @Dependency(\.number) var number
        numberAtConstruction = number
      }
      func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
    }
    var closureRuns = 0
    var constructed: Feature?
    let store = Store(
      initialState: Feature.State(numberAtInit: DependencyValues._current.number)
    ) {
      let feature = Feature()
      constructed = feature
      return feature
    } withDependencies: {
      closureRuns += 1
      $0.number = 42
    }
    #expect(store.state.numberAtInit == 42)
    #expect(constructed?.numberAtConstruction == 42)
    #expect(closureRuns == 1)
    store.send(.noop)
    store.send(.noop)
    #expect(closureRuns == 1)
  }

  @Test func TS2_snapshotAlwaysWinsForReduce() {
    let store = Store(initialState: NumberReader.State()) {
      NumberReader()
    } withDependencies: {
      $0.number = 42
    }
    store.send(.read)
    withDependencies { $0.number = 7 } operation: { _ = store.send(.read) }
    withDependencies { $0.context = .live } operation: { _ = store.send(.read) }
    #expect(store.state.seen == [42, 42, 42])
  }

  @Test func TS2_storeCreatedInsideAScopeKeepsItAfterTheScopeEnds() {
    let store = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      Store(initialState: UUIDReader.State()) { UUIDReader() }
    }
    store.send(.generate)
    store.send(.generate)
    #expect(store.state.uuids == [UUID(0), UUID(1)])
  }

  @Test func TS2_snapshotReplacesRatherThanMerges() {
    // The caller's own override of a key the snapshot never set does not leak in either.
    let store = Store(initialState: NumberReader.State()) { NumberReader() }
    withDependencies { $0.number = 7 } operation: { _ = store.send(.read) }
    #expect(store.state.seen == [0])
  }
}
