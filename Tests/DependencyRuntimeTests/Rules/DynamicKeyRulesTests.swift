import DependencyRuntime
import Testing

/// Run-time keys whose defaults are computed by the runtime, when it computes them.
@Suite struct DynamicKeyRulesTests {
  @Test("Rule 18 for run-time keys: a computed default bakes in what it reads, once per cache")
  func computedDefaultReadsOtherKeysWhenComputed() {
    let child = DynamicDependencyKey(name: "child", live: 1, test: .value(1))
    let computations = LockIsolated(0)
    let parent = DynamicDependencyKey<Int>(
      name: "parent",
      computingLive: {
        computations.withValue { $0 += 1 }
        return DependencyValues._current[dynamic: child] * 10
      })
    withFreshRoot(.live) { issues in
      withDependencies {
        $0[dynamic: child] = 99
      } operation: {
        #expect(computations.value == 0)  // declaring and overriding computed nothing
      }
      @Dependency(dynamic: parent) var first
      #expect(first == 10)
      withDependencies {
        $0[dynamic: child] = 99
      } operation: {
        @Dependency(dynamic: parent) var again
        #expect(again == 10)  // cached: the later override does not show
      }
      #expect(computations.value == 1)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("A computed test value runs in the test context; a plain key still works")
  func computedTestValue() {
    let child = DynamicDependencyKey(name: "child", live: 1, test: .value(3))
    let parent = DynamicDependencyKey<Int>(
      name: "parent", computingPreview: nil,
      test: .computed { DependencyValues._current[dynamic: child] + 1 })
    withFreshRoot(.test) { issues in
      withDependencies {
        $0[dynamic: child] = 5
      } operation: {
        @Dependency(dynamic: parent) var value
        #expect(value == 6)
      }
      #expect(issues.all.isEmpty)
    }
  }
}
