import DependencyRuntime
import Testing

/// SEMANTICS §5: `withDependencies`, `withDependencies(from:)` and prepared values in scopes.
@Suite struct ScopeRules {
  @Test("Rule 20: scopes nest, the innermost wins, and everything reverts on return")
  func nestedScopes() {
    withFreshRoot { _ in
      let result = withDependencies {
        $0.full = 7
      } operation: {
        withDependencies {
          $0.liveOnly = 5
        } operation: {
          #expect(readFull() == 7)
          #expect(DependencyValues._current.liveOnly == 5)
          withDependencies {
            $0.full = 8
          } operation: {
            #expect(readFull() == 8)
          }
          #expect(readFull() == 7)
        }
        return readFull() * 10
      }
      #expect(result == 70)
      #expect(readFull() == 3)
      withDependencies {
        $0.liveOnly = 1
      } operation: {
      }
      #expect(DependencyValues._current.liveOnly == 10)
    }
  }

  @Test("Rule 20: the asynchronous form awaits in update and keeps overrides across awaits")
  func asynchronousScope() async {
    await withFreshRoot { _ in
      let result = await withDependencies {
        await Task.yield()
        $0.full = 7
      } operation: {
        await Task.yield()
        let inner = await withDependencies {
          $0.full = 8
        } operation: {
          await Task.yield()
          return readFull()
        }
        return [readFull(), inner]
      }
      #expect(result == [7, 8])
      #expect(readFull() == 3)
    }
  }

  @Test("Rule 20: the asynchronous form runs both closures on the caller's isolation")
  func asynchronousScopeIsolation() async {
    let counter = IsolatedCounter()
    #expect(await counter.countInsideScope() == [1, 2])
  }

  @Test("Rule 21: a class instance returned by a scope remembers the scope's values")
  func rememberedResults() {
    withFreshRoot { issues in
      let object = withDependencies {
        $0.full = 21
      } operation: {
        NoDependencies()
      }
      let seen = withDependencies(from: object) { readFull() }
      #expect(seen == 21)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 22: from: takes the parent's values, current over them, then the update")
  func fromParent() {
    withFreshRoot { issues in
      let parent = withDependencies {
        $0.full = 100
        $0.liveOnly = 5
      } operation: {
        WithDependency()
      }
      let child = Box<WithDependency>()
      let seen = withDependencies {
        $0.full = 200
      } operation: {
        withDependencies(from: parent) {
          $0.testOnly = 1
        } operation: {
          child.value = WithDependency()
          let values = DependencyValues._current
          return [values.full, values.liveOnly, values.testOnly]
        }
      }
      #expect(seen == [200, 5, 1])
      #expect(child.value?.full == 200)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 22: the asynchronous from: form merges the same way")
  func fromParentAsync() async {
    await withFreshRoot { issues in
      let parent = withDependencies {
        $0.full = 100
      } operation: {
        WithDependency()
      }
      let seen = await withDependencies(from: parent) {
        await Task.yield()
        $0.liveOnly = 5
      } operation: {
        await Task.yield()
        return [readFull(), DependencyValues._current.liveOnly]
      }
      #expect(seen == [100, 5])
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 22: the asynchronous from: form without an update takes the parent's values")
  func fromParentAsyncWithoutUpdate() async {
    await withFreshRoot { issues in
      let parent = withDependencies {
        $0.full = 100
      } operation: {
        WithDependency()
      }
      let seen = await withDependencies(from: parent) {
        await Task.yield()
        return readFull()
      }
      #expect(seen == 100)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 20: a scope that throws reverts too")
  func throwingScope() {
    withFreshRoot { _ in
      #expect(throws: CancellationError.self) {
        try withDependencies {
          $0.full = 7
        } operation: {
          #expect(readFull() == 7)
          throw CancellationError()
        }
      }
      #expect(readFull() == 3)
    }
  }

  @Test("Rule 22: a parent with no dependencies found is an issue naming its type")
  func fromParentMisses() {
    withFreshRoot { issues in
      let wrapped = withDependencies {
        $0.full = 100
      } operation: {
        Optional(NoDependencies())
      }
      let pair = withDependencies {
        $0.full = 100
      } operation: {
        (SubclassOnly(), 1)
      }
      let seen = withDependencies {
        $0.full = 7
      } operation: {
        [
          withDependencies(from: wrapped ?? NoDependencies(), { $0.full = 1 }, operation: readFull),
          withDependencies(from: pair.0, { $0.full = 1 }, operation: readFull),
        ]
      }
      #expect(seen == [7, 7])  // the current values, without the update
      #expect(issues.count(.noParentDependencies, key: "NoDependencies") == 1)
      #expect(issues.count(.noParentDependencies, key: "SubclassOnly") == 1)
      #expect(issues.all.count == 2)
      #expect(pair.0.full == 100)  // it did capture, in the superclass
    }
  }

  @Test("Rule 23: an override beats a prepared value inside its scope only")
  func overrideBeatsPrepared() {
    withFreshRoot { issues in
      prepareDependencies { $0.full = 50 }
      #expect(readFull() == 50)
      withDependencies {
        $0.full = 7
      } operation: {
        #expect(readFull() == 7)
      }
      #expect(readFull() == 50)
      #expect(issues.all.isEmpty)
    }
  }
}

/// An actor whose state the scope's closures touch synchronously: that compiles only if they
/// run on its isolation.
private actor IsolatedCounter {
  var count = 0

  func countInsideScope() async -> [Int] {
    await withDependencies {
      await Task.yield()
      self.count += 1
      $0.full = self.count
    } operation: {
      await Task.yield()
      self.count += 1
      return [readFull(), self.count]
    }
  }
}

private final class NoDependencies {}

private final class WithDependency {
  @Dependency(\.full) var full
}

private class DependencyInSuperclass {
  @Dependency(\.full) var full
}

private final class SubclassOnly: DependencyInSuperclass {}

private final class Box<Value> {
  var value: Value?
}

@Suite("Models declared at run time")
struct RunTimeModelTests {
  final class ScriptModel: RunTimeModel {
    var modelTypeName: String { "Feature" }
  }

  @Test("withDependencies(from:) names a run-time model's own type when it finds nothing")
  func namesTheDeclaredType() {
    let collector = IssueCollector()
    withIssueReporters([collector]) {
      withDependencies(from: ScriptModel()) { _ in
      } operation: {
      }
    }
    #expect(collector.count(.noParentDependencies, key: "Feature") == 1)
    #expect(collector.all.first?.message.contains("no dependencies on Feature") == true)
  }
}
