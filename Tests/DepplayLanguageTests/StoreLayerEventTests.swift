import DepplayLanguage
import Testing

/// What a feature's run shows in the event stream (and so in `--tree`, `why` and the shell):
/// each reduce as a scope under the unit that sent the action, each effect as a unit that
/// kept the values it captured, each read with where its value came from.
@Suite struct StoreLayerEventTests {
  static let script = """
    dependency number { live: 1, test: 42 }
    struct Counter: Reducer {
      @ObservableState struct State { var count = 0 }
      enum Action { case increment, loaded(Int) }
      @Dependency(\\.number) var number
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .increment:
            return .run { send in await send(.loaded(number)) }
          case let .loaded(n):
            state.count = n
            return .none
          }
        }
      }
    }
    let store = Store(initialState: Counter.State()) { Counter() } withDependencies: {
      $0.number = 7
    }
    await store.send(.increment).finish()
    print(store.state.count)
    """

  @Test func reducesAreScopesUnderTheSenderAndEffectsAreUnitsThatKeepTheirValues() async {
    let result = await Session().run(source: Self.script, file: "counter.dep")
    var reduces: [(kind: String, unit: UnitInfo, line: Int)] = []
    var effects: [UnitInfo] = []
    var effectKept: [Bool] = []
    var reads: [(value: String, unit: UnitInfo, provenance: String?)] = []
    var printed: [String] = []
    var snapshot: [String] = []
    var inSnapshot = false
    for event in result.events {
      switch event {
      case .scopeEntered(.storeSnapshot(testStore: false), let unit, _):
        #expect(unit == .main, "the store takes its snapshot where it is created")
        inSnapshot = true
      case .scopeLeft where inSnapshot:
        inSnapshot = false
      case .valueResolved("number", let value, let provenance, _, _) where inSnapshot:
        snapshot.append("\(value) ← \(provenance.provenance?.description ?? "")")
      case .scopeEntered(let kind, let unit, let range):
        if case .reduce = kind { reduces.append((kind.label, unit, range.start.line)) }
      case .unitSpawned(let unit, _, _) where unit.kind == .effect:
        effects.append(unit)
      case .unitStarted(let unit, let start) where unit.kind == .effect:
        effectKept.append(start == .inheritedOverrides)
      case .valueResolved("number", let value, let provenance, let unit, _):
        reads.append((value.description, unit, provenance.provenance?.description))
      case .output(let text, _, _, _):
        printed.append(text)
      default:
        break
      }
    }
    #expect(printed == ["7"])
    #expect(snapshot.count == 1)
    #expect(snapshot.first?.hasPrefix("7 ← overridden by Store(withDependencies:)") == true)
    #expect(reduces.map(\.kind) == ["reduce Counter .increment", "reduce Counter .loaded(7)"])
    #expect(reduces.first?.unit == .main)
    #expect(
      reduces.map(\.line) == [21, 10],
      "each reduce is at the statement that sent its action: the script's, then the effect's")
    #expect(effects.count == 1)
    #expect(reduces.last?.unit == effects.first, "the send-back is reduced under the effect")
    #expect(effectKept == [true])
    #expect(reads.first?.value == "7")
    #expect(reads.first?.unit == effects.first)
    #expect(reads.first?.provenance?.contains("Store(withDependencies:)") == true)
  }
}
