import DepplayLanguage
import Testing

/// `.immediate` names what the key it is given to holds, as Swift infers it from the key's
/// type: an `ImmediateClock` for `continuousClock` and `suspendingClock`, the immediate
/// scheduler for `mainQueue`.
@Suite struct ImpliedClockTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "clock.dep")
  }

  @Test func anAssignedClockKeyTakesAnImmediateClock() async {
    let (output, errors, succeeded) = await Self.run(
      """
      struct Kettle {
        @Dependency(\\.continuousClock) var clock
        @Dependency(\\.suspendingClock) var suspending
        func boil() async throws -> String {
          try await clock.sleep(for: .seconds(30))
          try await suspending.sleep(for: .seconds(30))
          return "boiled"
        }
      }
      let kettle = withDependencies {
        $0.continuousClock = .immediate
        $0.suspendingClock = .immediate
      } operation: {
        Kettle()
      }
      print(try await kettle.boil())
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "boiled\n")
  }

  @Test func theMainQueueStillTakesTheImmediateScheduler() async {
    let (output, errors, succeeded) = await Self.run(
      """
      withDependencies { $0.mainQueue = .immediate } operation: {
        @Dependency(\\.mainQueue) var mainQueue
        print(mainQueue)
      }
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "AnySchedulerOf<DispatchQueue>.immediate\n")
  }

  @Test func aReducerModifierTakesAnImmediateClock() async {
    let (output, errors, succeeded) = await Self.run(
      """
      @Reducer
      struct Timer {
        @ObservableState
        struct State: Equatable { var ticks = 0 }
        enum Action { case start, tick }
        @Dependency(\\.continuousClock) var clock
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start:
              return .run { send in
                try await clock.sleep(for: .seconds(60))
                await send(.tick)
              }
            case .tick:
              state.ticks += 1
              return .none
            }
          }
        }
      }
      let store = Store(initialState: Timer.State()) {
        Timer().dependency(\\.continuousClock, .immediate)
      }
      await store.send(.start).finish()
      print(store.ticks)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "1\n")
  }

  @Test func aSchedulerIsNotAClock() async {
    let (_, errors, succeeded) = await Self.run(
      """
      withDependencies { $0.continuousClock = DispatchQueue.immediate } operation: { }
      """)
    #expect(!succeeded)
    #expect(
      errors.contains(
        "cannot assign a value of type AnySchedulerOf<DispatchQueue> to 'continuousClock' "
          + "(a clock (TestClock(), ImmediateClock(), .immediate))"), "\(errors)")
  }
}
