import DepplayLanguage
import Testing

/// How features, stores, `switch` and `if` are exported, and what the exporter refuses
/// (each refusal at its place, never Swift that does not compile or prints differently).
@Suite struct FeatureExportTests {
  static let counter = """
    dependency number { live: 1, test: 42 }
    struct Counter: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable {
        case increment
        case loaded(Int)
      }
      @Dependency(\\.number) var number
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .increment:
            state.count += 1
            return .run { send in await send(.loaded(number)) }
          case let .loaded(n):
            state.count = n
            return .none
          }
        }
      }
    }

    """

  func export(_ text: String, style: SwiftExporter.Style = .deterministic) throws -> String {
    try SwiftExporter.export(source: text, file: "feature.dep", style: style)
  }

  /// The export's refusal of `text`: its message and where it points (line, column).
  func refusal(_ text: String) -> (message: String, line: Int, column: Int)? {
    let error = #expect(throws: ExportError.self) { try export(text) }
    return error.map {
      ($0.diagnostic.message, $0.diagnostic.range.start.line, $0.diagnostic.range.start.column)
    }
  }

  @Test func aTestStoresCaseKeyPathIsWrittenAsTheScriptWritesIt() throws {
    let swift = try export(
      Self.counter + """
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(\\.increment) { $0.count = 1 }
        await store.receive(\\.loaded, 42) { $0.count = 42 }
        """, style: .plain)
    #expect(swift.contains("await store.send(\\.increment) { $0.count = 1 }\n"))
    #expect(swift.contains("await store.receive(\\.loaded, 42) { $0.count = 42 }\n"))
  }

  /// `receive(_:assert:)` with a predicate: both closures are written back as trailing
  /// closures, the second with its label, as TCA takes them (it was refused as "a closure
  /// with parameters").
  @Test(arguments: [SwiftExporter.Style.plain, .deterministic])
  func aTestStoresPredicateAndAssertionAreWrittenAsTrailingClosures(
    _ style: SwiftExporter.Style
  ) throws {
    let swift = try export(
      Self.counter + """
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(.increment) { $0.count = 1 }
        await store.receive {
          guard case .loaded = $0 else { return false }
          return true
        } assert: {
          $0.count = 1
        }
        """, style: style)
    #expect(swift.contains("store.receive {\n"), "\(swift)")
    #expect(swift.contains("  return true\n"), "\(swift)")
    #expect(swift.contains("} assert: { $0.count = 1 }\n"), "\(swift)")
    if style == .deterministic { #expect(try ExportTypecheckTests.typecheck(swift) == "") }
  }

  @Test func aSharedStateFieldWithAKeyIsWrittenAsTheScriptWritesIt() throws {
    let script = """
      struct Meter: Reducer {
        struct State: Equatable { @Shared(.inMemory("level")) var level = 5 }
        enum Action { case bump }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.$level.withLock { $0 += 1 }
            return .none
          }
        }
      }
      let store = Store(initialState: Meter.State()) { Meter() }

      """
    for style in [SwiftExporter.Style.deterministic, .plain] {
      let swift = try export(script, style: style)
      #expect(swift.contains("    @Shared(.inMemory(\"level\")) var level = 5\n"), "\(swift)")
    }
  }

  @Test func aDeclaredSharedKeyIsWrittenBackAndItsUsesWithItsKeyAndDefault() throws {
    let script = """
      func seats() -> Int {
        @Shared(.seats) var seats
        return seats
      }
      extension SharedKey where Self == InMemoryKey<Int>.Default {
        static var seats: Self { Self[.inMemory("seats"), default: 4] }
      }
      print(seats())

      """
    for style in [SwiftExporter.Style.deterministic, .plain] {
      let swift = try export(script, style: style)
      #expect(
        swift.contains(
          """
          extension SharedKey where Self == InMemoryKey<Int>.Default {
            static var seats: Self {
              Self[.inMemory("seats"), default: 4]
            }
          }

          """), "\(swift)")
      #expect(swift.contains("  @Shared(.inMemory(\"seats\")) var seats: Int = 4\n"), "\(swift)")
    }
  }

  @Test func aFeatureIsWrittenAsTheComposableArchitectureWritesIt() throws {
    let swift = try export(Self.counter)
    #expect(swift.contains("import ComposableRuntime\n"))
    #expect(
      swift.contains(
        """
        @Reducer
        struct Counter {
          @ObservableState
          struct State: Equatable {
            var count = 0
          }

          enum Action: Equatable {
            case increment
            case loaded(Int)
          }

          @Dependency(\\.number) var number

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .increment:
                state.count += 1
                return script.effect(
                  .run { send in
                    await script.send(.loaded(self.number), with: send)
        """))
    #expect(swift.contains("      case .loaded(let n):\n        state.count = n\n"))
    // The switch names every action: Swift sees it as exhaustive, so it gets no default.
    #expect(!swift.contains("default:"))
  }

  @Test func storeCallsGoThroughTheInterpretersHandOffsAndPlainlyAsTCAWritesThem() throws {
    let script =
      Self.counter + """
        let store = Store(initialState: Counter.State()) { Counter() } withDependencies: {
          $0.number = 7
        }
        await store.send(.increment).finish()
        print(store.state.count)
        let test = TestStore(initialState: Counter.State()) { Counter() }
        await test.send(.increment) { $0.count = 1 }
        test.dependencies.number = 9
        """
    let swift = try export(script)
    #expect(
      swift.contains(
        "script.store { Store(initialState: Counter.State()) { Counter() } withDependencies: { $0.number = 7 } }"
      ))
    #expect(swift.contains("await script.sending { store.send(.increment) }.finish()"))
    #expect(swift.contains("print(script.onMainActor { store.state.count })"))
    #expect(swift.contains("await script.hosted { await test.send(.increment) { $0.count = 1 } }"))
    #expect(swift.contains("script.onMainActor { test.dependencies.number = 9 }"))
    let plain = try export(script, style: .plain)
    #expect(plain.contains("await store.send(.increment).finish()\n"))
    #expect(plain.contains("await test.send(.increment) { $0.count = 1 }\n"))
    #expect(plain.contains("return .run { send in\n          await send(.loaded(self.number))"))
    #expect(!plain.contains("script."))
  }

  /// A feature `Parent` whose body is `body`, a `Scope` of the `Counter` in `child`.
  static func parent(body: String) -> String {
    counter + """
      struct Parent: Reducer {
        struct State { var child = Counter.State() }
        enum Action { case child(Counter.Action) }
        var body: some ReducerOf<Self> {
      \(body)
        }
      }
      """
  }

  @Test func aScopeUsesTheLibrarysCaseKeyPathAndModifiersStayOnTheirLine() throws {
    let swift = try export(
      Self.parent(
        body: """
              Scope(state: \\.child, action: \\.child) { Counter() }
                .dependency(\\.number, 99)
          """))
    #expect(
      swift.contains(
        """
            Scope(state: \\.child, action: \\.child) { Counter() }
              .dependency(\\.number, 99)
        """))
  }

  @Test func aScopeWithoutTheStateLabelIsWrittenBackWithoutIt() throws {
    let swift = try export(
      Self.parent(body: "    Scope(\\.child, action: \\.child) { Counter() }"))
    #expect(swift.contains("    Scope(\\.child, action: \\.child) { Counter() }\n"))
    #expect(!swift.contains("Scope(state:"))
  }

  @Test func switchAndIfOutsideFeaturesAreSwiftsOwn() throws {
    let swift = try export(
      """
      let n = 2
      switch n {
      case 1: print("one")
      case 2, 3: print("two or three")
      }
      if n > 2 { print("big") } else if n == 2 { print("two") } else { print("small") }
      """)
    #expect(
      swift.contains(
        """
          switch n {
          case 1:
            print("one")
          case 2, 3:
            print("two or three")
          default:
            break
          }
          if n > 2 {
            print("big")
          } else if n == 2 {
            print("two")
          } else {
            print("small")
          }
        """))
  }

  @Test func aReduceThatMayNotReturnAnEffectIsRefused() {
    let result = refusal(
      Self.counter.replacingOccurrences(
        of: "      case let .loaded(n):\n        state.count = n\n        return .none\n", with: "")
    )
    #expect(result?.message.hasPrefix("this Reduce cannot be exported: it can end without") == true)
    #expect(result?.line == 10)
    #expect(result?.column == 12)
  }

  @Test func aStateFieldOfUnknownTypeIsRefused() {
    let result = refusal(
      """
      dependency number { live: 1 }
      struct Counter: Reducer {
        struct State { var count = number }
        enum Action { case go }
        var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
      }
      """)
    #expect(result?.message.hasPrefix("the state field 'count' cannot be exported") == true)
    #expect(result?.line == 3)
  }

  @Test func anActionPayloadHoldingAModelIsRefused() {
    let result = refusal(
      """
      class Model { func go() { print(1) } }
      struct Holder: Reducer {
        struct State { var count = 0 }
        enum Action { case hold(Model) }
        var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
      }
      """)
    #expect(result?.message.hasPrefix("the action 'hold' cannot be exported") == true)
    #expect(result?.line == 4)
  }

  @Test func readingAKeyInABodyIsRefused() {
    let result = refusal(
      """
      dependency number { live: 1 }
      struct Counter: Reducer {
        struct State { var count = 0 }
        enum Action { case go }
        var body: some ReducerOf<Self> {
          Reduce { state, action in return .none }
            .dependency(\\.number, number + 1)
        }
      }
      """)
    #expect(result?.message.hasPrefix("reading 'number' in a feature's body cannot be") == true)
    #expect(result?.line == 6)
  }

  @Test func stateFieldsOutOfTheirDeclaredOrderAreRefused() {
    let result = refusal(
      """
      struct Pair: Reducer {
        struct State {
          var a = 0
          var b = 0
        }
        enum Action { case go }
        var body: some ReducerOf<Self> { Reduce { state, action in return .none } }
      }
      print(Pair.State(b: 1, a: 2))
      """)
    #expect(result?.message.hasPrefix("this Pair.State cannot be exported") == true)
    #expect(result?.line == 9)
    #expect(result?.column == 7)
  }

  @Test func aTestStoresSendAndFinishInOneExpressionAreRefused() {
    let result = refusal(
      Self.counter + """
        let test = TestStore(initialState: Counter.State()) { Counter() }
        await test.send(.increment).finish()
        """)
    #expect(result?.message.hasPrefix("'finish' on a test store's send in one expression") == true)
    #expect(result?.line == 23)
  }

  @Test func aTestStoresWithDependenciesMethodIsRefusedAtTheCall() {
    let result = refusal(
      Self.counter + """
        let test = TestStore(initialState: Counter.State()) { Counter() }
        await test.withDependencies { $0.number = 5 } operation: {
          await test.send(.increment) { $0.count = 1 }
        }
        """)
    #expect(result?.message.hasPrefix("a test store's withDependencies method") == true)
    #expect(result?.line == 23)
    #expect(result?.column == 7)
  }

  @Test func tryQuestionMarkIsRefusedAtItsPlace() {
    let result = refusal(
      Self.counter + """
        let works = { 3 }
        let n = try? works()
        """)
    #expect(result?.message.hasPrefix("'try?' cannot be exported") == true)
    #expect(result?.line == 23)
    #expect(result?.column == 9)
  }

  @Test func aScopeOfAnotherShapeIsRefused() {
    let result = refusal(
      Self.counter + """
        struct Parent: Reducer {
          struct State { var child = Counter.State() }
          enum Action { case child(Counter.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \\.child.count, action: \\.child) { Counter() }
          }
        }
        """)
    #expect(result?.message.hasPrefix("this Scope cannot be exported") == true)
    #expect(result?.line == 26)
  }

  static let twoCases = """
    struct C: Reducer {
      struct State: Equatable { var n = 0 }
      enum Action: Equatable { case a, b }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .a: return .none
          default: return .none
          }
        }
      }
    }

    """

  @Test func anEffectTheExporterDoesNotWriteIsRefused() {
    let result = refusal(
      Self.twoCases.replacingOccurrences(
        of: "case .a: return .none", with: "case .a: return .cancel(id: .b)"))
    #expect(result?.message.hasPrefix("this effect cannot be exported") == true)
    #expect(result?.line == 7)
    #expect(result?.column == 23)
  }

  @Test func aCaseTheFeaturesActionDoesNotHaveIsRefused() {
    // depplay matches actions by name, so the script runs; Swift would not compile it.
    let result = refusal(
      Self.twoCases.replacingOccurrences(
        of: "case .a: return .none", with: "case .zz: return .none"))
    #expect(result?.message == "the case '.zz' cannot be exported: C.Action has no such case")
    #expect(result?.line == 7)
    #expect(result?.column == 12)
  }

  @Test func aReduceOutsideAFeatureIsRefused() {
    let result = refusal("let r = Reduce { state, action in return .none }\n")
    #expect(
      result?.message.hasPrefix(
        "a Reduce, Scope or CombineReducers outside a feature's body cannot be") == true)
    #expect(result?.column == 9)
  }

  @Test func printingAStoreIsRefused() {
    let result = refusal(
      Self.twoCases + "let store = Store(initialState: C.State()) { C() }\nprint(store)\n")
    #expect(result?.message.hasPrefix("printing a store, reducer or feature cannot be") == true)
    #expect(result?.line == 14)
    #expect(result?.column == 7)
  }

  @Test func aTaskCapturingTheReducersStateIsWrittenWithItsCaptureList() throws {
    // Swift cannot capture the inout `state` in the task's escaping closure (the checker
    // refuses it, as swiftc does): the script captures a copy, and the export writes it so.
    let swift = try export(
      Self.twoCases.replacingOccurrences(
        of: "case .a: return .none",
        with: "case .a: Task { [state] in print(state.n) }; return .none"))
    #expect(swift.contains("[state] in"))
  }

  @Test func readingTheScriptsLocalsInsideAFeatureIsRefused() {
    let result = refusal(
      "let limit = 3\n"
        + Self.twoCases.replacingOccurrences(
          of: "case .a: return .none", with: "case .a: print(limit)\n      return .none"))
    #expect(result?.message.hasPrefix("reading the script's 'limit' inside a feature") == true)
  }

  static let stack = """
    struct Detail: Reducer {
      struct State: Equatable { var title = "" }
      enum Action: Equatable { case close }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          return .none
        }
      }
    }
    struct Path: Reducer {
      struct State: Equatable { var path = StackState< Detail.State >() }
      enum Action: Equatable { case path(StackAction<Detail.State, Detail.Action>) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          return .none
        }
        .forEach(\\.path, action: \\.path) { Detail() }
      }
    }
    let store = TestStore(initialState: Path.State()) { Path() }
    await store.send(.path(.push(id: 0, state: Detail.State()))) {
      $0.path.append(Detail.State())
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }

    """

  @Test func aNavigationStackIsWrittenWithTheLibrarysStackStateAndForEach() throws {
    let swift = try export(Self.stack)
    #expect(swift.contains("    var path = StackState<Detail.State>()\n"))
    #expect(swift.contains("  case path(StackAction<Detail.State, Detail.Action>)\n"))
    #expect(swift.contains("    .forEach(\\.path, action: \\.path) { Detail() }\n"))
    #expect(swift.contains("{ $0.path[id: 0] = nil }"))
  }

  @Test func aTestStoreReceivingACaseKeyPathIsWrittenAsTheScriptWritesIt() throws {
    let script =
      Self.stack + """
        await store.send(.path(.push(id: 1, state: Detail.State(title: "b")))) {
          $0.path.append(Detail.State(title: "b"))
        }
        await store.receive(\\.path.popFrom) { $0.path[id: 1]?.title = "c" }
        """
    let swift = try export(script, style: .plain)
    #expect(
      swift.contains(
        """
          await store.receive(\\.path.popFrom) { $0.path[id: 1]?.title = "c" }
        """))
  }

  @Test func presentationAndEnumStatesAreWrittenWithTheMacros() throws {
    let swift = try export(
      Self.counter + """
        struct Sheet: Reducer {
          struct State { @Presents var counter: Counter.State? }
          enum Action { case counter(PresentationAction<Counter.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifLet(\\.$counter, action: \\.counter) { Counter() }
          }
        }
        struct Session: Reducer {
          enum State { case counting(Counter.State), idle }
          enum Action { case counting(Counter.Action) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in .none }
              .ifCaseLet(\\.counting, action: \\.counting) { Counter() }
          }
        }
        """, style: .plain)
    #expect(swift.contains("@Reducer\nstruct Sheet {\n  @ObservableState\n  struct State"))
    #expect(swift.contains("    @Presents var counter: Counter.State?\n"))
    #expect(swift.contains(".ifLet(\\.$counter, action: \\.counter) { Counter() }"))
    #expect(swift.contains("@Reducer\nstruct Session {\n  @ObservableState\n  enum State"))
    #expect(swift.contains(".ifCaseLet(\\.counting, action: \\.counting) { Counter() }"))
    #expect(!swift.contains("/Action") && !swift.contains("/State"))
  }
}
