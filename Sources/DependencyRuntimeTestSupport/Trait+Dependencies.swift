import DependencyRuntime
import Testing

extension Trait where Self == DependenciesTrait {
  /// Runs each test case with fresh dependencies and no overrides.
  ///
  /// Use it so parameterized cases and repetitions do not share cached defaults.
  ///
  /// ```swift
  /// @Test(.dependencies, arguments: [1, 2, 3])
  /// func counts(_ n: Int) { … }
  /// ```
  public static var dependencies: Self {
    dependencies { _ in }
  }

  /// Runs each test case with the dependencies `updateValues` writes.
  ///
  /// ```swift
  /// @Test(.dependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 0)
  ///   $0.uuid = .incrementing
  /// })
  /// func createsTodo() { … }
  /// ```
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    DependenciesTrait(
      origin: DependencyOrigin(
        writer: ".dependencies trait", fileID: fileID, line: line, column: column),
      updateValues: updateValues)
  }

  /// Runs each test case with the dependency at `keyPath` set to `value`.
  ///
  /// Writing through a key path reads every component first (Swift key paths project a
  /// mutable copy), so the dependency's test value is computed before it is replaced: one with
  /// a side effect runs. Issues are silent while the trait sets values, as in any update
  /// closure, so `.dependency(\.date.now, …)` reports nothing. If `value` throws, the test
  /// fails with that error.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .incrementing))
  /// func createsTodo() { … }
  /// ```
  public static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    DependenciesTrait(
      origin: DependencyOrigin(
        writer: ".dependency trait", fileID: fileID, line: line, column: column),
      updateValues: { $0[keyPath: keyPath] = try value() })
  }

  /// Runs each test case with `value` as the dependency of its own key type.
  ///
  /// For a dependency that is its own key (`Value.Value == Value`):
  ///
  /// ```swift
  /// struct APIClient: TestDependencyKey {
  ///   var fetch: @Sendable () async throws -> String
  ///   static let testValue = APIClient(fetch: unimplemented("APIClient.fetch", placeholder: ""))
  /// }
  ///
  /// @Test(.dependency(APIClient(fetch: { "Hello" })))
  /// func greets() async throws { … }
  /// ```
  public static func dependency<Value: TestDependencyKey>(
    _ value: @autoclosure @escaping @Sendable () throws -> Value,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self where Value.Value == Value {
    DependenciesTrait(
      origin: DependencyOrigin(
        writer: ".dependency trait", fileID: fileID, line: line, column: column),
      updateValues: { $0[Value.self] = try value() })
  }
}
