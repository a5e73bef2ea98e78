import DepplayLanguage
import Testing

/// TCA's `withTaskCancellation(id:cancelInFlight:)` inside an `Effect.run`: the library's own,
/// running its operation in a real task registered under the ID, so a later run with the same
/// ID and `cancelInFlight: true`, or `.cancel(id:)`, cancels it (its sleep throws, and the
/// effect ends silently, as TCA's `run` does on a `CancellationError`); and
/// `Duration.seconds(_:)` and `.milliseconds(_:)` of a `Double`. Measured on TCA 1.25.5: the
/// program below prints `["AB"]` twice, then `0.25 seconds 0.0015 seconds`.
@Suite struct TaskCancellationScopeTests {
  static let lookup = """
    import ComposableArchitecture

    @Reducer
    struct Lookup {
      @ObservableState
      struct State: Equatable {
        var query = ""
        var results: [String] = []
      }
      enum Action {
        case typed(String)
        case stop
        case found(String)
      }
      @Dependency(\\.continuousClock) var clock
      enum CancelID { case lookup }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .typed(let query):
            state.query = query
            return .run { send in
              try await withTaskCancellation(id: CancelID.lookup, cancelInFlight: true) {
                try await self.clock.sleep(for: .seconds(0.5))
                await send(.found(query.uppercased()))
              }
            }
          case .stop:
            return .cancel(id: CancelID.lookup)
          case .found(let result):
            state.results.append(result)
            return .none
          }
        }
      }
    }

    let clock = TestClock()
    let store = Store(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.typed("a"))
    await clock.advance(by: .seconds(0.25))
    store.send(.typed("ab"))
    await clock.advance(by: .seconds(0.5))
    print(store.state.results)
    store.send(.typed("abc"))
    await clock.advance(by: .seconds(0.25))
    store.send(.stop)
    await clock.advance(by: .seconds(1))
    print(store.state.results)
    let half: Duration = .seconds(0.25)
    print(half, Duration.milliseconds(1.5))
    """

  @Test func aLaterRunAndCancelCancelTheOperationsTask() async {
    let (output, errors, succeeded) = await runScript(Self.lookup, file: "lookup.swift")
    #expect(succeeded, "\(errors)")
    #expect(output == "[\"AB\"]\n[\"AB\"]\n0.25 seconds 0.0015 seconds\n")
  }

  @Test func withoutAwaitItIsSwiftsError() async {
    let (_, errors, succeeded) = await runScript(
      Self.lookup.replacingOccurrences(
        of: "try await withTaskCancellation", with: "try withTaskCancellation"),
      file: "lookup.swift")
    #expect(!succeeded)
    #expect(
      errors.contains("'withTaskCancellation' is async: call it with 'await'"), "\(errors)")
  }

  @Test func anOperationArgumentIsRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      """
      import ComposableArchitecture

      func work() async {
        await withTaskCancellation(id: "work", operation: { print("worked") })
      }
      await work()
      """, file: "work.swift")
    #expect(!succeeded)
    #expect(
      errors.contains(
        "work.swift:4:9: error: this form of withTaskCancellation is not supported yet"),
      "\(errors)")
  }

  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportWritesTheCall(style: SwiftExporter.Style) throws {
    let swift = try SwiftExporter.export(source: Self.lookup, file: "lookup.swift", style: style)
    #expect(
      swift.contains(
        "try await withTaskCancellation(id: CancelID.lookup, cancelInFlight: true) {"),
      "\(swift)")
  }
}
