import DependencyRuntime
import Dispatch
import Testing

/// SEMANTICS §7: defaults are computed once per cache lifetime and keep their state.
@Suite struct CacheRules {
  @Test("Rule 26: a default is computed once per cache, even when raced")
  func computedOnce() {
    withFreshRoot { _ in
      let values = DependencyValues._current
      let seen = LockIsolated([ObjectIdentifier]())
      DispatchQueue.concurrentPerform(iterations: 16) { _ in
        let instance = values.instance
        seen.withValue { $0.append(ObjectIdentifier(instance)) }
      }
      #expect(Set(seen.value).count == 1)
      #expect(seen.value.first == ObjectIdentifier(DependencyValues._current.instance))
    }
  }

  @Test("Rule 26: a default may read other dependencies while it is computed")
  func reentrantComputation() {
    withFreshRoot { _ in
      let values = DependencyValues._current
      let parents = LockIsolated([Int]())
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let parent = values.parent
        parents.withValue { $0.append(parent.bakedFull) }
      }
      #expect(parents.value == Array(repeating: 3, count: 8))
    }
  }

  @Test("Rule 26: overrides are never cached, and nothing is evicted when a scope ends")
  func overridesNotCachedNothingEvicted() {
    withFreshRoot { _ in
      let override = Instance()
      let inside = withDependencies {
        $0.full = 7
      } operation: {
        withDependencies {
          $0.instance = override
        } operation: {
          #expect(DependencyValues._current.instance === override)
        }
        return DependencyValues._current.instance
      }
      #expect(inside !== override)
      #expect(DependencyValues._current.instance === inside)
    }
  }

  @Test("Rule 27: caches reset on a fresh DependencyValues(), not on copies or scopes")
  func cacheResets() {
    withFreshRoot { _ in
      let first = DependencyValues._current.instance
      withDependencies {
        $0.full = 1
      } operation: {
      }
      var copy = DependencyValues._current
      copy.full = 2
      #expect(copy.instance === first)
      #expect(DependencyValues._current.instance === first)
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        #expect(DependencyValues._current.instance !== first)
      }
      #expect(DependencyValues._current.instance === first)
    }
  }

  @Test("Rule 28: a reference-type default keeps its state for the cache's lifetime")
  func statefulDefaults() {
    let shared = DependencyValues(rootContext: .test)
    var counts: [Int] = []
    for _ in 1...3 {  // cases sharing one bucket
      DependencyValues.$_current.withValue(shared) {
        @Dependency(\.instance) var counter
        counts.append(counter.increment())
      }
    }
    #expect(counts == [1, 2, 3])
    for _ in 1...3 {  // each case with a fresh bucket
      withFreshRoot { _ in
        @Dependency(\.instance) var counter
        counts.append(counter.increment())
      }
    }
    #expect(counts == [1, 2, 3, 1, 1, 1])
  }
}
