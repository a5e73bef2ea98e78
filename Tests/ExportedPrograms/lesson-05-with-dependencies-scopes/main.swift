// 05-with-dependencies-scopes.md, exported by `depplay swift`: the lesson's blocks, each exercise solved,
// as one script. It prints exactly what depplay prints running that script.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("05-with-dependencies-scopes.md")

enum FullKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

extension DependencyValues {
  var full: Int {
    get { self[FullKey.self] }
    set { self[FullKey.self] = newValue }
  }
}

enum LiveOnlyKey: DependencyKey {
  static let liveValue = 10
}

extension DependencyValues {
  var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

enum TestOnlyKey: TestDependencyKey {
  static let testValue = 42
}

extension DependencyValues {
  var testOnly: Int {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
}

script.run(in: .test) {
  withDependencies { $0.full = 7 } operation: {
    @Dependency(\.full) var full
    script.expect(full, ==, 7, "full == 7", showing: ("full", nil), at: 6, 3)
  }
  @Dependency(\.full) var full
  script.expect(full, ==, 3, "full == 3", showing: ("full", nil), at: 8, 1)
  withDependencies {
    $0.full = 7
    $0.testOnly = 1
  } operation: {
    withDependencies { $0.full = 8 } operation: {
      @Dependency(\.full) var full
      script.expect(full, ==, 8, "full == 8", showing: ("full", nil), at: 14, 5)
      @Dependency(\.testOnly) var testOnly
      script.expect(testOnly, ==, 1, "testOnly == 1", showing: ("testOnly", nil), at: 15, 5)
    }
    @Dependency(\.full) var full
    script.expect(full, ==, 7, "full == 7", showing: ("full", nil), at: 17, 3)
  }
  @Dependency(\.testOnly) var testOnly
  script.expect(testOnly, ==, 42, "testOnly == 42", showing: ("testOnly", nil), at: 19, 1)
  let answer = withDependencies { $0.full = 21 } operation: {
    @Dependency(\.full) var full
    return full + full
  }
  script.expect(answer, ==, 42, "answer == 42", showing: ("answer", nil), at: 21, 1)
  withDependencies { $0.full = 7 } operation: {
    withDependencies { $0 = .test } operation: {
      @Dependency(\.full) var full
      print(full)
    }
  }
  withDependencies { $0.full = 7 } operation: {
    withDependencies { $0 = .live } operation: {
      @Dependency(\.full) var full
      script.expect(full, ==, 1, "full == 1", showing: ("full", nil), at: 29, 5)
      @Dependency(\.liveOnly) var liveOnly
      script.expect(liveOnly, ==, 10, "liveOnly == 10", showing: ("liveOnly", nil), at: 30, 5)
    }
  }
  script.expect(issues: 0, at: 33, 1)
  withDependencies {
    $0.testOnly = 1
    $0.context = .live
  } operation: {
    @Dependency(\.full) var full
    script.expect(full, ==, 1, "full == 1", showing: ("full", nil), at: 35, 3)
    @Dependency(\.testOnly) var testOnly
    script.expect(testOnly, ==, 1, "testOnly == 1", showing: ("testOnly", nil), at: 36, 3)
  }
  withDependencies {
    $0.full = 7
    $0.testOnly = 1
  } operation: {
    withDependencies {
      $0 = .test
      $0.full = 8
    } operation: {
      @Dependency(\.full) var full
      @Dependency(\.testOnly) var testOnly
      print(full, testOnly)
    }
  }
  script.expect(output: "8 42", at: 43, 1)
}
