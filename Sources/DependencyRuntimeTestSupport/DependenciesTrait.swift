import DependencyRuntime
import Testing

/// A Swift Testing trait that runs each test case with controlled dependencies.
///
/// Create it with ``Testing/Trait/dependencies``, ``Testing/Trait/dependencies(_:fileID:line:column:)``,
/// ``Testing/Trait/dependency(_:_:fileID:line:column:)`` or
/// ``Testing/Trait/dependency(_:fileID:line:column:)``, on a `@Test` or a `@Suite` (where it
/// applies to every test inside, recursively).
///
/// The outermost dependency trait around a test case gives the case fresh
/// ``DependencyValues``: no overrides and a cache of defaults of its own, so a stateful test
/// value starts over in every case and every repetition. Traits inside it (a test's trait
/// under its suite's) only add their overrides.
///
/// ```swift
/// @Suite(.dependencies { $0.date.now = Date(timeIntervalSince1970: 0) })
/// struct FeatureTests {
///   @Test(.dependency(\.uuid, .incrementing), arguments: 1...3)
///   func addsTodo(count: Int) { … }  // fresh dependencies in each of the three cases
/// }
/// ```
public struct DependenciesTrait: SuiteTrait, TestTrait, TestScoping {
  private let origin: DependencyOrigin
  private let updateValues: @Sendable (inout DependencyValues) async throws -> Void

  init(
    origin: DependencyOrigin,
    updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) {
    self.origin = origin
    self.updateValues = updateValues
  }

  /// Always true: on a suite, the trait applies to every test in it.
  public var isRecursive: Bool { true }

  /// Runs `function` with this trait's overrides over fresh values (when outermost) or over
  /// the values an enclosing dependency trait set up. (Issues fail the running test with or
  /// without a trait: see `DefaultIssueReporter`.)
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let isOutermost = !DependencyTraitNesting.isInsideTrait
    try await withDependencies(origin: origin) { values in
      if isOutermost {
        values = DependencyValues()
      }
      try await updateValues(&values)
    } operation: {
      try await DependencyTraitNesting.$isInsideTrait.withValue(true) {
        try await function()
      }
    }
  }
}

/// Whether a dependency trait already scopes the running test case.
enum DependencyTraitNesting {
  @TaskLocal static var isInsideTrait = false
}
