import DepplayLanguage
import Testing

/// A test store's `withDependencies { … } operation: { … }` method (TCA's): the store's
/// dependencies are changed for the operation's sends and receives, then put back; an
/// effect started inside keeps the values it captured (TCA.md TT2, TE1).
@Suite struct TestStoreDependenciesMethodTests {
  static let counter = """
    context test
    dependency number { live: 1, test: 42 }
    struct Counter: Reducer {
      struct State: Equatable { var count = 0 }
      enum Action: Equatable { case increment, loaded(Int) }
      @Dependency(\\.number) var number
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .increment:
            state.count = number
            return .run { send in await send(.loaded(number)) }
          case let .loaded(n):
            state.count = n + number
            return .none
          }
        }
      }
    }
    let store = TestStore(initialState: Counter.State()) { Counter() }

    """

  static func run(_ source: String) async -> (output: String, succeeded: Bool) {
    let result = await Session().run(source: source, file: "method.dep")
    let output = TerminalRenderer(colored: false).render(result).standardOutput
    if case .succeeded = result.status { return (output, true) }
    return (output, false)
  }

  @Test func theOperationsSendsReduceUnderTheChangedValuesWhichArePutBackAfter() async {
    let (output, succeeded) = await Self.run(
      Self.counter + """
        await store.withDependencies { $0.number = 5 } operation: {
          await store.send(.increment) { $0.count = 5 }
          print("inside", store.dependencies.number)
        }
        print("after", store.dependencies.number)
        await store.receive(.loaded(5)) { $0.count = 10 }
        """)
    #expect(succeeded)
    #expect(output == "inside 5\nafter 42\n")
  }

  @Test func anActionAnEffectSendsAtOnceIsReducedInsideTheOperation() async {
    // The effect sends as soon as it starts, inside the operation: the store reduces that
    // action there, under the changed values (5 + 5), and receive only asserts it.
    let (output, succeeded) = await Self.run(
      Self.counter + """
        await store.withDependencies { $0.number = 5 } operation: {
          await store.send(.increment) { $0.count = 5 }
        }
        await store.receive(.loaded(5)) { $0.count = 10 }
        """)
    #expect(succeeded)
    #expect(output.isEmpty)
  }

  @Test func anEffectStillRunningAfterTheOperationKeepsTheValuesItCaptured() async {
    // The effect captured number = 5 when the reducer built it and sends after the
    // operation, when the clock moves: the action carries 5, and is reduced under the
    // restored snapshot (5 + 42).
    let (output, succeeded) = await Self.run(
      """
      context test
      dependency number { live: 1, test: 42 }
      struct Delayed: Reducer {
        struct State: Equatable { var count = 0 }
        enum Action: Equatable { case start, loaded(Int) }
        @Dependency(\\.number) var number
        @Dependency(\\.continuousClock) var clock
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start:
              return .run { send in
                try await clock.sleep(for: .seconds(1))
                await send(.loaded(number))
              }
            case let .loaded(n):
              state.count = n + number
              return .none
            }
          }
        }
      }
      let clock = TestClock()
      let store = TestStore(initialState: Delayed.State()) { Delayed() } withDependencies: {
        $0.continuousClock = clock
      }
      await store.withDependencies { $0.number = 5 } operation: {
        await store.send(.start)
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.loaded(5)) { $0.count = 47 }
      print(store.state.count)
      """)
    #expect(succeeded)
    #expect(output == "47\n")
  }

  @Test func theSynchronousFormChangesTheValuesForItsOperationOnly() async {
    let (output, succeeded) = await Self.run(
      Self.counter + """
        store.withDependencies { $0.number = 7 } operation: {
          print(store.dependencies.number)
        }
        print(store.dependencies.number)
        """)
    #expect(succeeded)
    #expect(output == "7\n42\n")
  }

  @Test func theMethodNeedsAnUpdateAndAnOperation() async {
    let (output, succeeded) = await Self.run(
      Self.counter + """
        store.withDependencies { $0.number = 7 }
        print("not reached")
        """)
    #expect(!succeeded)
    #expect(output.isEmpty)
  }
}
