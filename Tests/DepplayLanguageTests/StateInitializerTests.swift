import DepplayLanguage
import Testing

/// An `init` written out in a feature's `State`: `State(…)` calls it as a plain struct's,
/// its labels choosing; its body runs where `State(…)` is evaluated, so a `@Dependency` it
/// declares reads the values in force there, not where a store is made (as on TCA 1.25).
@Suite struct StateInitializerTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "state.dep")
  }

  static let feature = """
    dependency start { live: 1, test: 1 }
    struct Counter: Reducer {
      @ObservableState
      struct State: Equatable {
        var count: Int
        var label = "n"
        init(label: String = "n") {
          @Dependency(\\.start) var start
          count = start
          self.label = label
        }
      }
      enum Action { case bump }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count += 1
          return .none
        }
      }
    }

    """

  @Test func theInitReadsTheValuesInForceWhereStateIsMade() async {
    let (output, errors, succeeded) = await Self.run(
      Self.feature + """
        let early = withDependencies { $0.start = 10 } operation: { Counter.State(label: "e") }
        let a = withDependencies { $0.start = 50 } operation: {
          Store(initialState: early) { Counter() }
        }
        let b = withDependencies { $0.start = 50 } operation: {
          Store(initialState: Counter.State()) { Counter() }
        }
        a.send(.bump)
        print(a.label, a.count, b.label, b.count)
        """)
    #expect(succeeded, "\(errors)")
    #expect(output == "e 11 n 50\n")
  }

  @Test func callsThatFitNoInitAreSwiftsErrors() async {
    let (_, errors, succeeded) = await Self.run(
      Self.feature + "let s = Counter.State(count: 3)")
    #expect(!succeeded)
    #expect(
      errors.contains("incorrect argument label in call (have 'count:', expected 'label:')"),
      "\(errors)")
  }

  @Test func anInitThatLeavesAFieldUnsetIsSwiftsError() async {
    let (_, errors, succeeded) = await Self.run(
      """
      struct F: Reducer {
        struct State: Equatable {
          var a: Int
          var b: Int
          init() { a = 1 }
        }
        enum Action { case go }
        var body: some ReducerOf<Self> { Reduce { state, action in .none } }
      }
      let s = F.State()
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "state.dep:5:5: error: return from initializer without initializing all stored"
          + " properties"), "\(errors)")
    #expect(errors.contains("'self.b' not initialized"), "\(errors)")
  }

  @Test func theExportWritesTheInit() throws {
    let swift = try SwiftExporter.export(
      source: Self.feature + "let s = Store(initialState: Counter.State()) { Counter() }\n",
      file: "state.dep")
    #expect(
      swift.contains(
        """
            init(label: String = "n") {
              @Dependency(\\.start) var start
              count = start
        """), "\(swift)")
  }
}
