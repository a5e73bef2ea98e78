import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// What a tool (depplay's interpreter) can learn about where a reduce's values came from.
@MainActor
@Suite(.dependencies)
struct ProvenanceTests {
  /// Records where `number` came from, as seen while reducing.
  struct Provenance: Reducer {
    @ObservableState
    struct State: Equatable { var origins: [String] = [] }
    enum Action: Equatable { case look }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      @Dependency(\.self) var values
      state.origins.append(values.provenance(of: NumberKey.self).description)
      return .none
    }
  }

  @Test func storeAndModifierOriginsReachTheReduce() {
    let storeOrigin = DependencyOrigin(writer: "Store", file: "feature.swift", line: 3, column: 1)
    let modifierOrigin = DependencyOrigin(
      writer: ".dependency", file: "feature.swift", line: 9, column: 5)
    let store = Store(
      initialState: Provenance.State(),
      reducer: { Provenance() },
      withDependencies: { $0.number = 1 },
      origin: storeOrigin)
    store.send(.look)
    let modified = Store(initialState: Provenance.State()) {
      Provenance()._dependencies(origin: modifierOrigin) { $0.number = 2 }
    }
    modified.send(.look)
    #expect(store.state.origins == ["overridden by Store at feature.swift:3:1"])
    #expect(modified.state.origins == ["overridden by .dependency at feature.swift:9:5"])
  }

  @Test func dependencySelfIsTheWholeValuesInForce() {
    let store = Store(initialState: Provenance.State()) {
      Provenance()
    } withDependencies: {
      $0.number = 4
    }
    store.send(.look)
    #expect(store.state.origins.first?.hasPrefix("overridden by Store(withDependencies:)") == true)
  }
}
