import DepplayLanguage
import Testing

/// An `Effect` of values other than a feature's actions (`-> Effect<Int>`), which a plain
/// struct's method or a top-level function returns, sends its values from its `.run`, and
/// `map { .response($0) }` makes it the feature's effect, each value an action when it is
/// sent (as on TCA 1.25.5: the stock ticker prints `ACME 100`, the meter below `[14, 21]`
/// from a `Store` and a `TestStore` alike). A feature's or a class's method that returns
/// one is refused by name at its type; `Effect<Action>` and `Effect<Feature.Action>` run.
@Suite struct ValueEffectTests {
  /// A meter whose readings come from a top-level function's `Effect<Int>` and a plain
  /// struct's, each mapped into `.reading`.
  static let meter = """
    import ComposableArchitecture
    func doubled(_ n: Int) -> Effect<Int> {
      .run { send in
        await send(n * 2)
        await send(n * 3)
      }
    }
    struct Probe {
      func sample(_ n: Int) -> Effect<Int> {
        .run { send in await send(n + 1) }
      }
    }
    @Reducer
    struct Meter {
      @ObservableState
      struct State: Equatable { var readings: [Int] = [] }
      enum Action { case start, probe, reading(Int) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start: return doubled(7).map { .reading($0) }
          case .probe: return Probe().sample(1).map { .reading($0 * 10) }
          case let .reading(n): state.readings.append(n); return .none
          }
        }
      }
    }

    """

  @Test func aMappedEffectOfValuesSendsEachAsAnAction() async {
    let result = await runScript(
      Self.meter + """
        @MainActor func main() async {
          let store = Store(initialState: Meter.State()) { Meter() }
          await store.send(.start).finish()
          print(store.readings)
          let test = TestStore(initialState: Meter.State()) { Meter() }
          await test.send(.start)
          await test.receive(\\.reading, 14) { $0.readings = [14] }
          await test.receive(\\.reading, 21) { $0.readings = [14, 21] }
          print(test.state.readings)
          await store.send(.probe).finish()
          print(store.readings)
        }
        await main()
        """, file: "meter.swift")
    #expect(result.output == "[14, 21]\n[14, 21]\n[14, 21, 20]\n", "\(result.errors)")
  }

  @Test func aMethodOfAFeatureOrAClassIsRefusedByNameAtItsType() async throws {
    try await MarkedScript(
      marked: """
        final class PriceModel {
          func price() -> ⏵Effect<Int> { .none }
        }
        """
    ).expectError(
      "an Effect of values other than a feature's actions ('Effect<Int>') returned by a method"
        + " of a feature or a class is not supported yet",
      malformed: true)
  }

  @Test func aMapClosureThatGivesNoActionStopsAtTheSend() async throws {
    try await MarkedScript(
      marked: Self.meter.replacingOccurrences(
        of: "await send(n * 2)", with: "await ⏵send(n * 2)"
      ).replacingOccurrences(of: ".map { .reading($0) }", with: ".map { $0 + 1 }")
        + "let store = Store(initialState: Meter.State()) { Meter() }\nstore.send(.start)\n"
    ).expectError("the map closure gives a value of type Int, not an action", malformed: false)
  }

  @Test func anUnmappedEffectOfValuesReturnedByAReducerStops() async {
    let result = await runScript(
      Self.meter.replacingOccurrences(
        of: "doubled(7).map { .reading($0) }", with: "doubled(7)")
        + "let store = Store(initialState: Meter.State()) { Meter() }\nstore.send(.start)\n",
      file: "meter.swift")
    #expect(
      result.errors.contains(
        "a reducer returns an effect of its feature's actions, not an Effect<Int>"),
      "\(result.errors)")
  }

  @Test func mapOfAFeaturesEffectIsRefusedByName() async {
    let result = await runScript(
      Self.meter.replacingOccurrences(
        of: "doubled(7).map { .reading($0) }", with: "stay().map { $0 }")
        + "func stay() -> Effect<Meter.Action> { .none }\n"
        + "let store = Store(initialState: Meter.State()) { Meter() }\nstore.send(.start)\n",
      file: "meter.swift")
    #expect(
      result.errors.contains("'map' of an effect of a feature's actions is not supported yet"),
      "\(result.errors)")
  }

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportRefusesItByName(style: SwiftExporter.Style) {
    let error = #expect(throws: ExportError.self) {
      try SwiftExporter.export(source: Self.meter, file: "meter.swift", style: style)
    }
    #expect(
      error?.diagnostic.message.hasPrefix(
        "this map of an Effect of values other than actions cannot be exported:") == true)
  }

  @Test func anEffectOfAFeaturesActionsRuns() async {
    let result = await runScript(
      """
      import ComposableArchitecture
      @Reducer
      struct Tally {
        @ObservableState struct State { var count = 0 }
        enum Action { case bump, bumped }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .bump: return .merge(self.follow(), extra())
            case .bumped: state.count += 1; return .none
            }
          }
        }
        func follow() -> Effect<Action> { .send(.bumped) }
      }
      func extra() -> Effect<Tally.Action> { .send(.bumped) }
      @MainActor func main() async {
        let store = Store(initialState: Tally.State()) { Tally() }
        store.send(.bump)
        print(store.count)
      }
      await main()
      """, file: "effects.swift")
    #expect(result.output == "2\n", "\(result.errors)")
  }
}
