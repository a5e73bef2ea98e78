import DependencyRuntime
import Dispatch
import Foundation
import Testing

/// SEMANTICS §9, rules 31–32: which bucket work inside a test uses, and work that leaks.
/// Each test here plays "a test" with its own fresh bucket, as the root test trait gives.
@Suite struct TestIsolationRules {
  @Test("Rule 31: Task {}, async let and groups share the test's bucket")
  func structuredWorkSharesTheBucket() async {
    await withFreshRoot { _ in
      let mine = DependencyValues._current.instance
      let task = await Task { DependencyValues._current.instance }.value
      async let child = DependencyValues._current.instance
      let grouped = await withTaskGroup(of: Instance.self) { group in
        group.addTask { DependencyValues._current.instance }
        return await group.next()
      }
      #expect(task === mine)
      #expect(await child === mine)
      #expect(grouped === mine)
    }
  }

  @Test("Rule 31: Task.detached, GCD and threads use the process-wide bucket")
  func lostWorkUsesTheProcessBucket() async {
    let process = await Task.detached { DependencyValues._current.instance }.value
    await withFreshRoot { _ in
      let mine = DependencyValues._current.instance
      let detached = await Task.detached { DependencyValues._current.instance }.value
      let queued = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: DependencyValues._current.instance)
        }
      }
      let threaded = await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: DependencyValues._current.instance) }.start()
      }
      for instance in [detached, queued, threaded] {
        #expect(instance !== mine)
        #expect(instance === process)
      }
    }
  }

  @Test("Rule 32: work that outlives its test touches the next test's dependencies")
  func leakingWork() async {
    let shared = DependencyValues(rootContext: .test)  // cases sharing one bucket
    let (released, release) = AsyncStream<Void>.makeStream()
    let first = IssueCollector()
    let leaked = withIssueReporters([first]) {
      DependencyValues.$_current.withValue(shared) {
        Task {
          for await _ in released { break }
          _ = DependencyValues._current.instance.increment()
          _ = DependencyValues._current.liveOnly
        }
      }
    }
    // The first case is over; the second starts and its work interleaves with the leak.
    let second = IssueCollector()
    let seen = await withIssueReporters([second]) {
      await DependencyValues.$_current.withValue(shared) {
        release.yield()
        await leaked.value
        return DependencyValues._current.instance.increment()
      }
    }
    #expect(seen == 2)  // the second case counts the first one's leaked work
    #expect(first.count(.noTestImplementation, key: "liveOnly") == 1)  // after it ended
    #expect(second.all.isEmpty)
  }
}
