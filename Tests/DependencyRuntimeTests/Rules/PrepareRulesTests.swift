import DependencyRuntime
import Dispatch
import Foundation
import Testing

/// SEMANTICS §8: `prepareDependencies` sets defaults once, before they are read.
@Suite struct PrepareRules {
  @Test("Rule 29: a key is prepared once, before its first read; the last write wins")
  func preparedOnce() {
    withFreshRoot { issues in
      prepareDependencies {
        $0.full = 50
        $0.full = 51
      }
      #expect(readFull() == 51)
      #expect(issues.all.isEmpty)
      prepareDependencies { $0.full = 52 }
      #expect(readFull() == 51)
      #expect(issues.count(.alreadyPrepared, key: "full") == 1)
      #expect(issues.all.count == 1)
    }
  }

  @Test("Rule 29: a default the update itself reads may still be replaced by that update")
  func defaultCachedDuringTheSameCall() {
    withFreshRoot { issues in
      prepareDependencies {
        #expect($0.full == 3)  // caches the default, in this very call
        $0.date.now = Date(timeIntervalSince1970: 1)  // reads `date`, then replaces it
        $0.full = 50
      }
      #expect(readFull() == 50)
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 1))
      #expect(issues.all.isEmpty)
    }
  }

  @Test("prepareDependencies returns what its update returns")
  func returnsTheUpdatesResult() {
    withFreshRoot { _ in
      let result = prepareDependencies { values -> Int in
        values.full = 7
        return values.full * 6
      }
      #expect(result == 42)
    }
  }

  @Test("Rule 29: preparing a key already read keeps its value and reports")
  func preparedAfterRead() {
    withFreshRoot { issues in
      #expect(readFull() == 3)
      prepareDependencies { $0.full = 50 }
      #expect(readFull() == 3)
      #expect(issues.count(.alreadyPrepared, key: "full") == 1)
      #expect(issues.all.count == 1)
    }
  }

  @Test(
    "Rule 29: in previews preparing a key read but never prepared replaces it silently; a second preparation keeps the first, silently"
  )
  func preparedInPreview() {
    withFreshRoot(.preview) { issues in
      #expect(readFull() == 2)
      prepareDependencies { $0.full = 50 }
      #expect(readFull() == 50)
      prepareDependencies { $0.full = 60 }
      #expect(readFull() == 50)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 29: prepared values reach everything sharing the cache, and may set the context")
  func preparedContext() {
    withFreshRoot { issues in
      prepareDependencies { $0.context = .live }
      #expect(DependencyValues._current.context == .live)
      #expect(readFull() == 1)
      #expect(DependencyValues._current.liveOnly == 10)
      let values = DependencyValues._current
      let onThread = LockIsolated(0)
      DispatchQueue.global().sync { onThread.setValue(values.full) }
      #expect(onThread.value == 1)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 29: a prepared TestDependencyKey is silent in live")
  func preparedTestKeyInLive() {
    withFreshRoot(.live) { issues in
      prepareDependencies { $0.testOnly = 7 }
      @Dependency(\.testOnly) var testOnly
      #expect(testOnly == 7)
      #expect(testOnly == 7)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 29: only what the update writes is prepared, not the overrides around it")
  func onlyWrittenKeysArePrepared() {
    withFreshRoot { issues in
      withDependencies {
        $0.full = 7
      } operation: {
        prepareDependencies { $0.liveOnly = 5 }
      }
      #expect(readFull() == 3)
      #expect(DependencyValues._current.liveOnly == 5)
      prepareDependencies { $0.full = 50 }
      #expect(issues.count(.alreadyPrepared) == 1)
    }
  }
}
