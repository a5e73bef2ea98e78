import DepplayLanguage
import Testing

/// `for await _ in clock.timer(interval:)` (`Golden/timers.dep`): a tick at each multiple of
/// the interval after the loop starts, on the clock in force; cancelling ends the loop.
/// Measured against swift-clocks on a `TestClock` under a serial executor: advancing by 2.5
/// intervals gives two ticks, by half of one none.
@Suite struct TimerTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "timers.dep")
  }

  @Test func aTestClockTicksOncePerIntervalItPasses() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let clock = TestClock()
      let task = Task {
        for await _ in clock.timer(interval: .seconds(2)) { print("tick") }
        print("ended")
      }
      await clock.advance(by: .seconds(1))
      print("1 s")
      await clock.advance(by: .seconds(4))
      print("5 s")
      task.cancel()
      await task.value
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1 s\n[Task 1] tick\n[Task 1] tick\n5 s\n[Task 1] ended\n")
  }

  @Test func cancellingTheEffectEndsTheTimer() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Reducer
      struct Stopwatch {
        @ObservableState
        struct State: Equatable { var seconds = 0 }
        enum Action { case start, stop, tick }
        enum CancelID { case timer }
        @Dependency(\\.continuousClock) var clock
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start:
              return .run { send in
                for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
              }
              .cancellable(id: CancelID.timer)
            case .stop:
              return .cancel(id: CancelID.timer)
            case .tick:
              state.seconds += 1
              return .none
            }
          }
        }
      }
      let clock = TestClock()
      let store = Store(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.start)
      await clock.advance(by: .seconds(3))
      store.send(.stop)
      await clock.advance(by: .seconds(3))
      print(store.seconds)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output.hasSuffix("3\n"), "\(output)")
  }

  @Test(arguments: [
    (
      "func f(_ clock: TestClock) {\n  for await _ in clock.timer(interval: .seconds(1)) { }\n}",
      "2:3: error: 'async' in a function that does not support concurrency"
    ),
    (
      "let s = [1]\nfor await _ in s { }",
      "2:16: error: for-in loop requires 'Array' to conform to 'AsyncSequence'"
    ),
    (
      "let c = TestClock()\nfor await t in c.timer(interval: .seconds(1)) { }",
      "a timer's instants bound by 'for await' ('t')"
    ),
  ])
  func whatDepplayDoesNotRunIsRefused(source: String, message: String) async {
    let (_, errors, succeeded) = await Self.run(source)
    #expect(!succeeded)
    #expect(errors.contains(message), "\(errors)")
  }
}
