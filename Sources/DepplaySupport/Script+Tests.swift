import DependencyRuntime

extension Script {
  /// IssueReporting's `isTesting` as depplay reads it: true in the code a test runs (whose
  /// issues fail it), false in the script's own code. The program is one process that runs
  /// its tests itself, so the process-wide `isTesting` would be false in both.
  package var isTesting: Bool { Script.current?.bucket.issuesFail ?? false }

  /// Runs an `@Test` function, as depplay runs a test after the script's statements: in a
  /// fresh test-context root of its own, as its own task, labelled `[test name()]`; an issue
  /// nobody claimed fails it. Prints `✔ test name() passed` or what failed (the name as
  /// ``OutputFormat/testCaseName(_:testCase:displayName:argument:)`` shows it: a display
  /// name, or the `XCTestCase` class `testCase` of a test method).
  package func test(
    _ name: String, testCase: String? = nil, displayName: String? = nil,
    _ body: @escaping @Sendable () async throws -> Void
  ) async {
    await test(name, testCase: testCase, displayName: displayName, parameter: nil, arguments: [()])
    {
      _ in try await body()
    }
  }

  /// Runs a parameterized `@Test` function once per argument (`name(parameter: 1)`); the
  /// cases share the test's root.
  package func test<Argument: Sendable>(
    _ name: String, testCase: String? = nil, displayName: String? = nil, parameter: String?,
    arguments: [Argument],
    _ body: @escaping @Sendable (Argument) async throws -> Void
  ) async {
    await runCases(
      name, testCase: testCase, displayName: displayName, arguments: arguments,
      naming: { argument in
        parameter.map { OutputFormat.testArguments([$0], [OutputFormat.debugText(argument)]) }
      }, body)
  }

  /// Runs a `@Test` function of two parameters once per pair of arguments, each pair spread
  /// over the parameters as Swift Testing spreads a tuple (`name(hour: 13, word:
  /// "afternoon")`); the cases share the test's root.
  package func test<First: Sendable, Second: Sendable>(
    _ name: String, testCase: String? = nil, displayName: String? = nil,
    parameters: (String, String), arguments: [(First, Second)],
    _ body: @escaping @Sendable (First, Second) async throws -> Void
  ) async {
    await runCases(
      name, testCase: testCase, displayName: displayName,
      arguments: arguments,
      naming: { pair in
        OutputFormat.testArguments(
          [parameters.0, parameters.1],
          [OutputFormat.debugText(pair.0), OutputFormat.debugText(pair.1)])
      }, { pair in try await body(pair.0, pair.1) })
  }

  /// Runs each case of a test, named by `naming` its argument.
  private func runCases<Argument: Sendable>(
    _ name: String, testCase: String?, displayName: String?, arguments: [Argument],
    naming: (Argument) -> String?, _ body: @escaping @Sendable (Argument) async throws -> Void
  ) async {
    let root = DependencyValues(rootContext: .test, build: build)
    for argument in arguments {
      let caseName = OutputFormat.testCaseName(
        name, testCase: testCase, displayName: displayName, argument: naming(argument))
      let bucket = IssueBucket(issuesFail: true)
      let scope = newTestUnit(named: caseName, bucket: bucket)
      await Task(executorPreference: executor) {
        await DependencyValues.$_current.withValue(root) {
          await self.enter(scope) {
            do { try await body(argument) } catch is RequirementFailed {
              // the failed requirement recorded its issue
            } catch { bucket.fail("error: \(error)") }
          }
        }
      }.value
      await bucket.testStores.endAll(hostedBy: executor)
      write(OutputFormat.testResult(caseName, failures: bucket.failures))
      if !bucket.failures.isEmpty { markFailed() }
    }
  }
}
