import DependencyRuntime
import Testing

/// The concurrency helpers the library passes on from swift-concurrency-extras, which come
/// with the runtime (`swift test --filter ConcurrencySupportTests`).
@Suite struct ConcurrencySupportTests {
  @Test func uncheckedSendableWrapsAndForwardsMembers() {
    final class Box { var count = 0 }
    var wrapped = UncheckedSendable(Box())
    wrapped.value.count = 2
    #expect(wrapped.count == 2)  // dynamic member lookup
    #expect(wrapped.wrappedValue === wrapped.value)
    #expect(UncheckedSendable(1) == UncheckedSendable(wrappedValue: 1))
  }

  @Test func actorIsolatedSerialisesMutations() async {
    let total = ActorIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...100 {
        group.addTask { await total.withValue { $0 += 1 } }
      }
    }
    #expect(await total.value == 100)
    await total.setValue(-1)
    #expect(await total.value == -1)
  }

  @Test func anyHashableSendableComparesByTheErasedValue() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(AnyHashableSendable(2)).base as? Int == 2)  // not rewrapped
    #expect(Set([AnyHashableSendable(1), AnyHashableSendable(1)]).count == 1)
  }
}

/// The main serial executor is a process-wide hook: its tests run one at a time, or one
/// would restore the hook the other still needs.
@Suite(.serialized) struct MainSerialExecutorTests {
  /// Under the main serial executor, tasks run one at a time in the order they were started,
  /// once the main actor is free.
  @MainActor @Test func mainSerialExecutorRunsTasksInOrder() async {
    let order = LockIsolated<[Int]>([])
    await withMainSerialExecutor {
      let tasks = (1...5).map { index in
        Task.detached { order.withValue { $0.append(index) } }
      }
      for task in tasks { await task.value }
    }
    #expect(order.value == [1, 2, 3, 4, 5])
    #expect(!uncheckedUseMainSerialExecutor)  // restored
  }

  /// `megaYield` lets a task that is ready run before the caller goes on.
  @MainActor @Test func megaYieldLetsReadyWorkRun() async {
    await withMainSerialExecutor {
      let ran = LockIsolated(false)
      let task = Task.detached { ran.setValue(true) }
      await Task.megaYield()
      #expect(ran.value)
      await task.value
    }
  }
}
