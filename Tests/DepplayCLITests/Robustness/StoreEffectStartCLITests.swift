import Testing

/// What a user gets from `depplay run`: a plain `Store`'s `send`, called without `await`,
/// returns only once every effect it started has queued its operation on the script's
/// executor, so the next `TestClock` advance wakes them all, on every run. (Before effects
/// started with `Task.immediate` on the main actor, this printed 0: the effects' first jobs
/// waited behind the script's own thread.)
@Suite struct StoreEffectStartCLITests {
  static let script = """
    context test
    struct Timer: Reducer {
      @ObservableState struct State: Equatable { var ticks = 0 }
      enum Action: Equatable { case start, tick }
      @Dependency(\\.continuousClock) var clock
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .start:
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          case .tick:
            state.ticks += 1
            return .none
          }
        }
      }
    }
    let clock = TestClock()
    let store = Store(initialState: Timer.State()) { Timer() } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.start)
    store.send(.start)
    store.send(.start)
    await clock.advance(by: .seconds(1))
    print(store.state.ticks)

    """

  @Test func effectsStartedBySendAreAllWokenByTheNextAdvanceOnEveryRun() throws {
    for _ in 0..<5 {
      let outcome = try DepplayBinary.run(["run", "/dev/stdin"], input: Self.script)
      #expect(outcome.output == "3\n")
      #expect(outcome.status == 0, "\(outcome.error)")
    }
  }

  /// A scoped child's effect (its parent maps it, `Effect.map`) starts as promptly as the
  /// parent's own. Before `Send`'s initializer was nonisolated, the mapped operation hopped
  /// to the main actor first, so the advance found no sleeper and the effect never finished.
  @Test func aScopedChildsEffectIsWokenByTheNextAdvanceAsTheParentsIs() throws {
    let scoped = """
      context test
      struct Child: Reducer {
        @ObservableState struct State: Equatable { var ticks = 0 }
        enum Action: Equatable { case start, tick }
        @Dependency(\\.continuousClock) var clock
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start:
              return .run { send in
                try await clock.sleep(for: .seconds(1))
                await send(.tick)
              }
            case .tick:
              state.ticks += 1
              return .none
            }
          }
        }
      }
      struct Parent: Reducer {
        @ObservableState struct State: Equatable { var child = Child.State() }
        enum Action: Equatable { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { Child() }
        }
      }
      let clock = TestClock()
      let store = Store(initialState: Parent.State()) { Parent() } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.child(.start))
      await clock.advance(by: .seconds(1))
      print(store.state.child.ticks)

      """
    for _ in 0..<3 {
      let outcome = try DepplayBinary.run(["run", "/dev/stdin"], input: scoped)
      #expect(outcome.output == "1\n")
      #expect(outcome.status == 0, "\(outcome.error)")
    }
  }
}
