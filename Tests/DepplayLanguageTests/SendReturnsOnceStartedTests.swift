import DepplayLanguage
import Testing

/// A test store's `send` returns once the effects it started have run as far as they can
/// without time passing, as TCA's does (measured on TCA 1.25.5: its `send` returns while an
/// effect it started sleeps on a live clock); `receive` waits for the sleep.
@Suite struct SendReturnsOnceStartedTests {
  static let pinger = """
    @Reducer
    struct Pinger {
      @ObservableState
      struct State: Equatable { var pongs = 0 }
      enum Action { case ping, pong, stop }
      enum CancelID { case pinging }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .ping:
            return .run { send in
              print("effect started")
              try await Task.sleep(for: .milliseconds(SLEEP))
              print("effect slept")
              await send(.pong)
            }
            .cancellable(id: CancelID.pinging)
          case .pong:
            state.pongs += 1
            return .none
          case .stop:
            return .cancel(id: CancelID.pinging)
          }
        }
      }
    }

    """

  static func run(sleeping milliseconds: Int, _ test: String) async -> ExecutionResult {
    let script =
      pinger.replacingOccurrences(of: "SLEEP", with: "\(milliseconds)") + """
        let store = TestStore(initialState: Pinger.State()) { Pinger() }
        \(test)
        """
    return await Session().run(source: script, file: "pinger.swift")
  }

  @Test func aSendReturnsWhileItsEffectSleepsOnALiveClock() async {
    let result = await Self.run(
      sleeping: 1000,
      """
      await store.send(.ping)
      print("send returned")
      await store.send(.stop)
      print("stopped")
      """)
    #expect(StoreLayerWaitTests.issues(result).isEmpty)
    #expect(StoreLayerWaitTests.printed(result) == ["effect started", "send returned", "stopped"])
  }

  @Test func aReceiveAfterTheSendWaitsForTheSleep() async {
    let result = await Self.run(
      sleeping: 20,
      """
      await store.send(.ping)
      print("send returned")
      await store.receive(\\.pong) { $0.pongs = 1 }
      print(store.state.pongs)
      """)
    #expect(StoreLayerWaitTests.issues(result).isEmpty)
    #expect(
      StoreLayerWaitTests.printed(result) == [
        "effect started", "send returned", "effect slept", "1",
      ]
    )
  }

  /// However short the sleep, a send that follows at once comes first: the sleep that ends
  /// while a send settles waits for the script to be idle, so the output does not depend on
  /// how fast the host is.
  @Test func aSendRightAfterComesBeforeAShortSleepEnds() async {
    let result = await Self.run(
      sleeping: 1,
      """
      await store.send(.ping)
      await store.send(.stop)
      print("stopped")
      """)
    #expect(StoreLayerWaitTests.issues(result).isEmpty)
    #expect(StoreLayerWaitTests.printed(result) == ["effect started", "stopped"])
  }

  @Test func timeThatPassesInTheTestLetsTheEffectDeliverBeforeTheNextSend() async {
    let result = await Self.run(
      sleeping: 20,
      """
      await store.send(.ping)
      try await Task.sleep(for: .milliseconds(200))
      await store.send(.stop)
      """)
    let issues = StoreLayerWaitTests.issues(result)
    #expect(
      issues.first?.contains("Must handle 1 received action before sending an action") == true)
    #expect(StoreLayerWaitTests.printed(result) == ["effect started", "effect slept"])
  }
}
