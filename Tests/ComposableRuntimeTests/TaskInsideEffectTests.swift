import ComposableRuntime
import DependencyRuntime
import DependencyRuntimeTestSupport
import Foundation
import Testing

/// A `Task {}` created inside a test store's effect runs one job at a time with the effects,
/// on the main queue, as under TCA's `useMainSerialExecutor`: what it sends is ordered after
/// the effect's own sends, the same on every run, and it stays there when something else
/// resumes it. Tasks the test starts itself keep the global executor.
@MainActor
@Suite(.dependencies)
struct TaskInsideEffectTests {
  struct Feature: Reducer {
    @ObservableState
    struct State: Equatable { var log = "" }
    enum Action: Equatable {
      case start
      case startSleeper
      case ping
      case note(String)
      case woke(onMainQueue: Bool)
    }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          Task { await send(.ping) }
          await send(.note("second"))
        }
      case .startSleeper:
        return .run { [clock] send in
          let task = Task {
            try await clock.sleep(for: .seconds(1))
            await send(.woke(onMainQueue: MainQueueProbe.isCurrent))
          }
          _ = await task.result
        }
      case .ping:
        state.log += "/ping"
        return .none
      case .note(let text):
        state.log += "/" + text
        return .none
      case .woke(let onMainQueue):
        state.log += "/woke on the main queue: \(onMainQueue)"
        return .none
      }
    }
  }

  /// TCA 1.25 receives `.note("second")` first on every run (CONFORMANCE.md,
  /// `TaskInsideEffectOrder`); so must this library, 100 runs in a row in one process.
  @Test func theEffectsOwnSendComesFirstOnEveryRun() async {
    var logs: [String] = []
    let log = await collectingIssues {
      for _ in 1...100 {
        let store = TestStore(initialState: Feature.State()) { Feature() }
        await store.send(.start)
        await store.receive(.note("second")) { $0.log = "/second" }
        await store.receive(.ping) { $0.log = "/second/ping" }
        logs.append(store.state.log)
      }
    }
    #expect(log.messages == [])
    #expect(logs == Array(repeating: "/second/ping", count: 100))
  }

  /// The task sleeps on a `TestClock` that the test advances: it is resumed from the test's
  /// code, and still runs on the main queue.
  @Test func aTaskResumedFromOutsideStaysOnTheMainQueue() async {
    let clock = TestClock()
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startSleeper)
    await clock.advance(by: .seconds(1))
    await store.receive(.woke(onMainQueue: true)) { $0.log = "/woke on the main queue: true" }
  }

  @Test func tasksTheTestStartsKeepTheGlobalExecutor() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.start)
    let onMainQueue = await Task.detached { MainQueueProbe.isCurrent }.value
    #expect(!onMainQueue)
    await store.receive(.note("second")) { $0.log = "/second" }
    await store.receive(.ping) { $0.log = "/second/ping" }
  }
}

/// Tells whether the running code is a job of the main queue, whichever thread drains it
/// (on Linux, not the process's first thread once `dispatchMain` has taken over).
enum MainQueueProbe {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
