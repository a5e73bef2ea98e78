import DependencyRuntime
import Foundation
import Testing

/// SEMANTICS §1: one task-local store; values hold overrides and share a cache.
@Suite struct StorageRules {
  @Test("Rule 1: outside every binding, every thread sees the root value")
  func rootEverywhere() async {
    let root = DependencyValues._current
    #expect(root.root.context == .test)
    let onThread = LockIsolated(false)
    let done = DispatchSemaphore(value: 0)
    Thread {
      onThread.setValue(DependencyValues._current.sharesCache(with: root))
      done.signal()
    }.start()
    done.wait()
    #expect(onThread.value)
    let detached = await Task.detached { DependencyValues._current.sharesCache(with: root) }.value
    #expect(detached)
  }

  @Test("Rule 1: a synchronous scope works on a thread without a task, and stays there")
  func synchronousScopeOnThread() {
    let entered = DispatchSemaphore(value: 0)
    let otherThreadRead = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let insideScope = LockIsolated([Int]())
    let elsewhere = LockIsolated(0)
    Thread {
      withDependencies {
        $0.full = 7
      } operation: {
        insideScope.withValue { $0.append(readFull()) }
        entered.signal()
        otherThreadRead.wait()
        insideScope.withValue { $0.append(readFull()) }
      }
      insideScope.withValue { $0.append(readFull()) }
      finished.signal()
    }.start()
    entered.wait()
    Thread {
      elsewhere.setValue(readFull())
      otherThreadRead.signal()
    }.start()
    finished.wait()
    #expect(insideScope.value == [7, 7, 3])
    #expect(elsewhere.value == 3)
  }

  @Test("Rule 2: copies share the cache; fresh values (and .live, .preview, .test) do not")
  func copiesShareTheCache() {
    let values = DependencyValues(rootContext: .test)
    var copy = values
    copy.full = 5
    #expect(values.full == 3)
    #expect(copy.full == 5)
    #expect(copy.instance === values.instance)
    #expect(DependencyValues(rootContext: .test).instance !== values.instance)
    withFreshRoot { _ in
      let current = DependencyValues._current
      #expect(DependencyValues().instance !== current.instance)
      for fresh in [DependencyValues.live, .preview, .test] {
        #expect(!fresh.sharesCache(with: current))
        #expect(fresh.instance === fresh.instance)
      }
      #expect(DependencyValues.test.instance !== DependencyValues.test.instance)
    }
  }

  @Test("Rule 3: an override wins, uncached and silent; a default is cached per context")
  func readingAKey() {
    withFreshRoot { issues in
      let overridden = withDependencies {
        $0.liveOnly = 5
      } operation: {
        DependencyValues._current.liveOnly
      }
      #expect(overridden == 5)
      #expect(issues.all.isEmpty)
      // The override was not cached: the default is computed now, with its issue.
      #expect(DependencyValues._current.liveOnly == 10)
      #expect(issues.count(.noTestImplementation, key: "liveOnly") == 1)
      let first = DependencyValues._current.instance
      #expect(DependencyValues._current.instance === first)
      let preview = withDependencies {
        $0.context = .preview
      } operation: {
        DependencyValues._current.instance
      }
      #expect(preview !== first)
    }
  }

  @Test("Rule 4: writing changes only that copy")
  func writingIsPerCopy() {
    withFreshRoot { _ in
      var copy = DependencyValues._current
      copy.full = 9
      #expect(copy.full == 9)
      #expect(DependencyValues._current.full == 3)
    }
  }

  @Test("Rule 4: setting a sub-property first reads (and caches) the key's default")
  func settingASubProperty() {
    withFreshRoot { issues in
      let inScope = withDependencies {
        $0.service.name = "custom"
      } operation: {
        DependencyValues._current.service
      }
      #expect(inScope.name == "custom")
      // The default was resolved while setting (silently) and cached: the other field is
      // the very instance plain reads get afterwards.
      let outside = DependencyValues._current.service
      #expect(outside.name == "live")
      #expect(outside.instance === inScope.instance)
      #expect(issues.all.isEmpty)
    }
  }
}
