import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Testing

/// TE2, TE4, TE5, TE7: what effects carry into child tasks, how they compose, and what
/// happens to their errors.
@MainActor
@Suite(.dependencies)
struct EffectCompositionTests {
  struct Probe: Reducer {
    @ObservableState
    struct State: Equatable { var seen: [String] = [] }
    enum Action: Equatable {
      case childTasks
      case sendNow
      case merged
      case concatenated
      case mapped
      case throwsUnhandled
      case throwsCancellation
      case saw(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .childTasks:
        return .run { send in
          let fromTask = await Task { numberHere() }.value
          let fromDetached = await Task.detached { numberHere() }.value
          async let fromAsyncLet = numberHere()
          await send(.saw("task \(fromTask), async let \(await fromAsyncLet)"))
          await send(.saw("detached \(fromDetached)"))
        }
      case .sendNow:
        state.seen.append("before")
        return .merge(.send(.saw("sent")), .run { send in await send(.saw("ran")) })
      case .merged:
        return .merge(
          withDependencies {
            $0.number = 10
          } operation: {
            .run { send in await send(.saw("a \(numberHere())")) }
          },
          withDependencies {
            $0.number = 20
          } operation: {
            .run { send in await send(.saw("b \(numberHere())")) }
          })
      case .concatenated:
        return .concatenate(
          .run { send in
            @Dependency(\.continuousClock) var clock
            try await clock.sleep(for: .seconds(1))
            await send(.saw("first"))
          },
          .run { send in await send(.saw("second")) })
      case .mapped:
        let inner = withDependencies {
          $0.number = 30
        } operation: {
          Effect<String>.run { send in await send("inner \(numberHere())") }
        }
        return withDependencies {
          $0.number = 40
        } operation: {
          inner.map { .saw("\($0), map \(numberHere())") }
        }
      case .throwsUnhandled:
        return .run { _ in throw Failure() }
      case .throwsCancellation:
        return .run { _ in throw CancellationError() }
      case .saw(let text):
        state.seen.append(text)
        return .none
      }
    }
  }

  struct Failure: Error {}

  @Test func TE2_childTasksInheritDetachedOnesDoNot() async {
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    } withDependencies: {
      $0.number = 5
    }
    await store.send(.childTasks)
    await store.receive(.saw("task 5, async let 5")) { $0.seen = ["task 5, async let 5"] }
    // A detached task has lost the store's values: it reads the process root's default.
    let detached = "detached \(await Task.detached { numberHere() }.value)"
    await store.receive(.saw(detached)) { $0.seen.append(detached) }
  }

  @Test func TE4_sendIsDeliveredInTheSameSendBeforeAnyEffectRuns() {
    let store = Store(initialState: Probe.State()) { Probe() }
    store.send(.sendNow)
    #expect(store.state.seen == ["before", "sent"])
  }

  @Test func TE5_mergeKeepsEachEffectsCaptures() async {
    let store = Store(initialState: Probe.State()) { Probe() }
    await store.send(.merged).finish()
    #expect(store.state.seen.sorted() == ["a 10", "b 20"])
  }

  @Test func TE5_concatenateRunsOneAfterTheOther() async {
    let store = Store(initialState: Probe.State()) {
      Probe()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.concatenated).finish()
    #expect(store.state.seen == ["first", "second"])
  }

  @Test func TE5_mapKeepsTheInnerCaptureForTheBody() async {
    let store = Store(initialState: Probe.State()) { Probe() }
    await store.send(.mapped).finish()
    // The body runs under its own capture (30). The transform runs inside the body's send,
    // where the body's values are in force, so it also sees 30 (as in TCA).
    #expect(store.state.seen == ["inner 30, map 30"])
  }

  @Test func TE7_unhandledErrorIsAnIssueCancellationIsSilent() async {
    let log = await collectingIssues {
      let store = Store(initialState: Probe.State()) { Probe() }
      await store.send(.throwsUnhandled).finish()
      await store.send(.throwsCancellation).finish()
    }
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("threw an unhandled error") == true)
    #expect(log.messages.first?.contains("Failure()") == true)
  }
}

/// `number` as read here.
@Sendable private func numberHere() -> Int {
  @Dependency(\.number) var number
  return number
}
