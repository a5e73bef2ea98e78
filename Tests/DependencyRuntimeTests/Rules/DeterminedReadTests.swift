import DependencyRuntime
import Foundation
import Testing

/// `DependencyValues.determinedRead(of:)`, the interpreter's read of a run-time key without a
/// wrapper, gives what a `@Dependency` created at the read gives, with the same provenance,
/// or declines (`nil`) where only the wrapper's read is right.
@Suite struct DeterminedReadTests {
  /// What a `@Dependency(dynamic: key)` created here reads, and why.
  func wrapperRead(_ key: DynamicDependencyKey<Int>) -> (Int, DependencyProvenance) {
    let dependency = Dependency(dynamic: key)
    let value = dependency.wrappedValue
    return (value, dependency.resolvedValues.provenance(of: key))
  }

  /// Expects the determined read to give the wrapper's value and provenance.
  func expectSameAsWrapper(_ key: DynamicDependencyKey<Int>, _ expected: Int) {
    let read = DependencyValues.determinedRead(of: key)
    let (value, provenance) = wrapperRead(key)
    #expect(value == expected)
    #expect(read?.value(of: key) == value)
    #expect(read?.provenance == provenance)
  }

  @Test("An override is read with its origin, as the wrapper reads it")
  func override() {
    let key = DynamicDependencyKey(name: "overridden", live: 1, test: .value(2))
    withFreshRoot { issues in
      withDependencies {
        $0[dynamic: key] = 7
      } operation: {
        expectSameAsWrapper(key, 7)
        if case .override? = DependencyValues.determinedRead(of: key)?.provenance {
        } else {
          Issue.record("an override's provenance is .override")
        }
      }
      #expect(issues.all.isEmpty)
    }
  }

  @Test("A default not computed yet is not determined; once cached, it is read as cached")
  func defaultOnceComputed() {
    let key = DynamicDependencyKey(name: "computedOnce", live: 1, test: .value(2))
    withFreshRoot { issues in
      #expect(DependencyValues.determinedRead(of: key) == nil)
      _ = wrapperRead(key)
      expectSameAsWrapper(key, 2)
      withDependencies {
        $0.context = .live
      } operation: {
        // The live default is another cache entry: not computed yet.
        #expect(DependencyValues.determinedRead(of: key) == nil)
        _ = wrapperRead(key)
        expectSameAsWrapper(key, 1)
      }
      #expect(issues.all.isEmpty)
    }
  }

  @Test("A prepared value is read with its provenance")
  func prepared() {
    let key = DynamicDependencyKey(name: "prepared", live: 1, test: .value(2))
    withFreshRoot { _ in
      prepareDependencies { $0[dynamic: key] = 5 }
      expectSameAsWrapper(key, 5)
    }
  }

  @Test("A default that reports on every read is left to the wrapper, which reports it")
  func reportsOnEveryRead() {
    let key = DynamicDependencyKey<Int>(name: "testOnly", test: .value(3))
    withFreshRoot(.live) { issues in
      _ = wrapperRead(key)
      let reported = issues.all.count
      #expect(reported > 0)
      #expect(DependencyValues.determinedRead(of: key) == nil)
      _ = wrapperRead(key)
      #expect(issues.all.count > reported)
    }
  }

  @Test("Under captured overrides (a default computed for a wrapper) it declines")
  func capturedOverrides() {
    let inner = DynamicDependencyKey(name: "inner", live: 1, test: .value(2))
    let seen = LockIsolated<Bool?>(nil)
    let outer = DynamicDependencyKey<Int>(
      name: "outer", computingPreview: nil,
      test: .computed {
        seen.setValue(DependencyValues.determinedRead(of: inner) != nil)
        return DependencyValues._current[dynamic: inner]
      })
    withFreshRoot { _ in
      let captured = withDependencies {
        $0[dynamic: inner] = 9
      } operation: {
        Dependency(dynamic: outer)
      }
      #expect(captured.wrappedValue == 9)
      #expect(seen.value == false)
    }
  }

  @Test("Where no values are bound (a thread of its own), the process root's are read")
  func unbound() async {
    let key = DynamicDependencyKey(name: "unbound", live: 1, test: .value(2))
    /// What the thread saw: the determined read before and after the wrapper's read.
    struct Seen: Sendable {
      var before: Int?
      var after: Int?
      var afterProvenance: DependencyProvenance?
      var wrapper: (value: Int, provenance: DependencyProvenance)
    }
    let seen = await withCheckedContinuation { (continuation: CheckedContinuation<Seen, Never>) in
      Thread {
        let before = DependencyValues.determinedRead(of: key)?.value(of: key)
        let wrapper = wrapperRead(key)
        let after = DependencyValues.determinedRead(of: key)
        continuation.resume(
          returning: Seen(
            before: before, after: after?.value(of: key), afterProvenance: after?.provenance,
            wrapper: wrapper))
      }.start()
    }
    #expect(seen.before == nil)  // the root's default, not computed yet
    #expect(seen.after == seen.wrapper.value)
    #expect(seen.afterProvenance == seen.wrapper.provenance)
  }
}
