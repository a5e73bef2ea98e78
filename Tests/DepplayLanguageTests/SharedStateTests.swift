import DepplayLanguage
import Testing

/// `@Shared(.inMemory("key"))`, swift-sharing's in-memory strategy as TCA 1.25 re-exports
/// it, measured on TCA 1.25.5 + swift-sharing 2.8.0: `Golden/shared-in-memory.dep` runs the
/// forms, these pin the rules one at a time and the refusals.
@Suite struct SharedStateTests {
  @Test func theSameKeySharesOneValueAndTheFirstInitialValueWins() async {
    let result = await runScript(
      """
      func run() {
        @Shared(.inMemory("count")) var count = 0
        $count.withLock { $0 += 1 }
        @Shared(.inMemory("count")) var other = 10
        print(other)
        $other.withLock { $0 += 5 }
        print(count, other, $count)
      }
      run()
      """, file: "shared.dep")
    #expect(result.output == "1\n6 6 Shared<Int>(.inMemory(\"count\"))\n", "\(result.errors)")
  }

  @Test func aReferencesWrappedValueIsItsValueNow() async {
    let result = await runScript(
      """
      let steps = Shared(value: 3)
      steps.withLock { $0 += 1 }
      print(steps.wrappedValue)
      """, file: "shared.swift")
    #expect(result.output == "4\n", "\(result.errors)")
  }

  @Test func withLockGivesTheClosuresResult() async {
    let result = await runScript(
      """
      func run() {
        @Shared(.inMemory("names")) var names = ["Blob"]
        let count = $names.withLock { names in
          names.append("Blob Jr.")
          return names.count
        }
        print(count, names)
      }
      run()
      """, file: "shared.dep")
    #expect(result.output == "2 [\"Blob\", \"Blob Jr.\"]\n", "\(result.errors)")
  }

  @Test func eachTestHasItsOwnStorageAndLiveCodeOneForTheProcess() async {
    let result = await runScript(
      """
      func bump() -> Int {
        @Shared(.inMemory("visits")) var visits = 0
        $visits.withLock { $0 += 1 }
        return visits
      }
      @Test func first() { print(bump(), bump()) }
      @Test func second() { print(bump()) }
      print(bump(), bump())
      """, file: "shared.dep")
    #expect(
      result.output.contains("1 2\n[test first()] 1 2\n")
        && result.output.contains("[test second()] 1\n"), "\(result.output) \(result.errors)")
  }

  @Test func assigningTheVariableIsRefusedWithTheLibrarysMessage() async throws {
    try await MarkedScript(
      marked: "func run() {\n  @Shared(.inMemory(\"c\")) var c = 0\n  ⏵c += 1\n}\n"
    ).expectError(
      "setter for 'c' is deprecated: Use '$shared.withLock' to modify a shared value",
      malformed: true)
  }

  @Test func atTheTopLevelItIsSwiftsError() async throws {
    try await MarkedScript(marked: "⏵@Shared(.inMemory(\"c\")) var c = 0\n").expectError(
      "property wrappers are not yet supported in top-level code", malformed: true)
  }

  @Test func aStorageOfItsOwnIsRefusedByName() async throws {
    try await MarkedScript(
      marked:
        "withDependencies {\n  $0.defaultInMemoryStorage = ⏵InMemoryStorage()\n} operation: {}\n"
    ).expectError("('InMemoryStorage') is not supported yet", malformed: true)
  }

  @Test func persistedStrategiesAndStateFieldsAreRefusedByName() async throws {
    try await MarkedScript(
      marked: "func run() {\n  @Shared(⏵.appStorage(\"c\")) var c = 0\n}\n"
    ).expectError("the '.appStorage' strategy of @Shared is not supported yet", malformed: true)
    try await MarkedScript(
      marked: "func run() {\n  @Shared(⏵.fileStorage(.documentsDirectory)) var c = 0\n}\n"
    ).expectError("the '.fileStorage' strategy of @Shared is not supported yet", malformed: true)
    try await MarkedScript(marked: "func run() {\n  ⏵@Shared var c: Int\n}\n").expectError(
      "(a @Shared without a key) is not supported yet", malformed: true)
    try await MarkedScript(
      marked: """
        struct Counter: Reducer {
          struct State { ⏵@Shared(.tally) var c = 0 }
          enum Action { case tap }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        """
    ).expectError(
      "'@Shared(.tally)' on a field of 'struct State' is not supported yet", malformed: true)
  }

  /// A feature whose `@Shared(.inMemory("level")) var level = 5` every state made shares.
  private static let meter = """
    @Reducer
    struct Meter {
      @ObservableState
      struct State: Equatable {
        @Shared(.inMemory("level")) var level = 5
      }
      enum Action { case bump }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.$level.withLock { $0 += 1 }
          return .none
        }
      }
    }

    """

  /// Measured on TCA 1.25.5: the first state starts the key at the field's initial value, a
  /// later one reads the key's value, and a store's change is every holder's.
  @Test func aStateFieldWithAKeySharesTheKeysValue() async {
    let result = await runScript(
      Self.meter + """
        let first = Meter.State()
        print("first:", first.level)
        first.$level.withLock { $0 = 40 }
        let second = Meter.State()
        print("second:", second.level)
        @MainActor func run() async {
          let store = Store(initialState: Meter.State()) { Meter() }
          store.send(.bump)
          print("store:", store.level, "first:", first.level, "second:", second.level)
        }
        await run()
        print(first == second)
        """, file: "shared.swift")
    #expect(
      result.output == "first: 5\nsecond: 40\nstore: 41 first: 41 second: 41\ntrue\n",
      "\(result.errors)")
  }

  /// Measured on TCA 1.25.5: a key the script declares with a default starts at the default,
  /// in a function's `@Shared` and in a `State`'s field, and both share one value.
  @Test func aDeclaredKeysDefaultStartsTheValueEveryUseShares() async {
    let result = await runScript(
      """
      extension SharedKey where Self == InMemoryKey<[String]>.Default {
        static var guests: Self {
          Self[.inMemory("guests"), default: ["host"]]
        }
      }
      @Reducer
      struct Party {
        @ObservableState
        struct State: Equatable {
          @Shared(.guests) var guests
        }
        enum Action { case arrive(String) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case let .arrive(name):
              state.$guests.withLock { $0.append(name) }
              return .none
            }
          }
        }
      }
      func listed() -> [String] {
        @Shared(.guests) var all
        return all
      }
      print(listed())
      let store = Store(initialState: Party.State()) { Party() }
      store.send(.arrive("Ada"))
      print(store.guests, listed())
      let later = Party.State()
      print(later.guests.count)
      """, file: "shared.swift")
    #expect(
      result.output == "[\"host\"]\n[\"host\", \"Ada\"] [\"host\", \"Ada\"]\n2\n",
      "\(result.errors)")
  }

  @Test func aKeyTheScriptDoesNotDeclareIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "func run() {\n  @Shared(⏵.guests) var guests\n}\n"
    ).expectError(
      "the shared key '.guests', which this script does not declare, is not supported yet",
      malformed: true)
    try await MarkedScript(
      marked: """
        extension SharedKey where Self == InMemoryKey<Int>.Default {
          static var seats: Self { Self[.inMemory("seats"), default: 4] }
        }
        func run() {
          @Shared(.seats) var seats ⏵= 2
        }

        """
    ).expectError(
      "an initial value beside the key '.seats', which has a default, is not supported yet",
      malformed: true)
  }

  @Test func aStateFieldWithAKeyIsNotGivenToTheState() async throws {
    try await MarkedScript(
      marked: Self.meter + "let state = Meter.State(level: ⏵Shared(value: 1))\n"
    ).expectError(
      "giving a @Shared field with a key ('level') to Meter.State(…) is not supported yet",
      malformed: false)
  }

  /// A feature whose `@Shared var count: Int` the script makes as it likes.
  private static let counter = """
    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable {
        @Shared var count: Int
      }
      enum Action { case tap }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.$count.withLock { $0 += 10 }
          return .none
        }
      }
    }

    """

  @Test func aStateFieldSharesItsReferenceWithEveryHolder() async {
    let result = await runScript(
      Self.counter + """
        let count = Shared(value: 1)
        let store = Store(initialState: Counter.State(count: count)) { Counter() }
        var copy = Counter.State(count: count)
        store.send(.tap)
        print(store.count, copy.count, count, copy.$count)
        copy.$count.withLock { $0 = 5 }
        print(store.count, store.state == copy)
        """, file: "shared.dep")
    #expect(
      result.output == "11 11 Shared<Int>(value: 11) Shared<Int>(value: 11)\n5 true\n",
      "\(result.errors)")
  }

  @Test func twoStatesCompareTheirSharedValues() async {
    let result = await runScript(
      Self.counter + """
        let one = Counter.State(count: Shared(value: 2))
        let other = Counter.State(count: Shared(value: 2))
        print(one == other)
        one.$count.withLock { $0 += 1 }
        print(one == other, one.count, other.count)
        """, file: "shared.dep")
    #expect(result.output == "true\nfalse 3 2\n", "\(result.errors)")
  }

  @Test func aTestStoreOfSharedStateIsRefusedByName() async {
    let result = await runScript(
      Self.counter + """
        @Test func taps() async {
          let store = TestStore(initialState: Counter.State(count: Shared(value: 1))) {
            Counter()
          }
          await store.send(.tap)
        }
        """, file: "shared.dep")
    #expect(
      result.errors.contains(
        "a TestStore of a state holding a @Shared field is not supported yet"),
      "\(result.errors)")
  }

  @Test func aStateFieldIsMadeWithAReferenceNotAValue() async throws {
    try await MarkedScript(
      marked: Self.counter + "let state = Counter.State(count: ⏵1)\n"
    ).expectError(
      "cannot convert value of type 'Int' to expected argument type 'Shared<Int>'",
      malformed: false)
  }
}
