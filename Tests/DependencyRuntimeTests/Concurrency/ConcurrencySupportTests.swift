import DependencyRuntime
import Testing

/// The concurrency helpers the library passes on from swift-concurrency-extras, which come
/// with the runtime (`swift test --filter ConcurrencySupportTests`).
@Suite struct ConcurrencySupportTests {
  @Test func uncheckedSendableWrapsAndForwardsMembers() {
    final class Box { var count = 0 }
    let wrapped = UncheckedSendable(Box())
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

/// The main serial executor is a process-wide hook: while it is on, every task of the process
/// runs on the main actor. Each test runs it in a process of its own (an exit test), so the
/// tests running beside it in parallel never see it.
@Suite struct MainSerialExecutorTests {
  /// Under the main serial executor, tasks run one at a time in the order they were started,
  /// once the main actor is free; the hook is off again afterwards.
  @Test func mainSerialExecutorRunsTasksInOrder() async {
    await #expect(processExitsWith: .success) {
      let order = LockIsolated<[Int]>([])
      await withMainSerialExecutor {
        let tasks = (1...5).map { index in
          Task.detached { order.withValue { $0.append(index) } }
        }
        for task in tasks { await task.value }
      }
      precondition(order.value == [1, 2, 3, 4, 5], "ran out of order: \(order.value)")
      precondition(!uncheckedUseMainSerialExecutor, "the hook was not restored")
    }
  }

  /// `megaYield` lets a task that is ready run before the caller goes on.
  @Test func megaYieldLetsReadyWorkRun() async {
    await #expect(processExitsWith: .success) {
      await withMainSerialExecutor {
        let ran = LockIsolated(false)
        let task = Task.detached { ran.setValue(true) }
        await Task.megaYield()
        precondition(ran.value, "the ready task did not run")
        await task.value
      }
    }
  }
}
