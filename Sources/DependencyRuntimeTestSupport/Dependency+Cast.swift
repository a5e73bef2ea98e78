import DependencyRuntime

extension Dependency {
  /// Reads the dependency at `keyPath` as the concrete type `type`, for a test that knows
  /// which implementation it installed.
  ///
  /// A value that is not a `Value` stops the process with a message that says which
  /// override is missing.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.continuousClock = TestClock() })
  /// struct TimerTests {
  ///   @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  /// }
  /// ```
  public init<Existential>(
    _ keyPath: KeyPath<DependencyValues, Existential> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[reading: SendableKeyPath(keyPath), as: ConcreteType<Value>()],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the dependency stored under `key` as the concrete type `type`.
  ///
  /// ```swift
  /// @Dependency(ClientKey.self, as: TestClient.self) var client
  /// ```
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      \DependencyValues.[key: ConcreteType<Key>(), as: ConcreteType<Value>()],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A type, as a key path subscript argument.
private struct ConcreteType<T>: Hashable, Sendable {}

/// A key path into ``DependencyValues``, as a key path subscript argument.
private struct SendableKeyPath<Existential>: Hashable, Sendable {
  // NB: `nonisolated(unsafe)`: key paths are immutable; the initialiser takes a `Sendable` one.
  nonisolated(unsafe) let keyPath: KeyPath<DependencyValues, Existential>

  init(_ keyPath: KeyPath<DependencyValues, Existential> & Sendable) {
    self.keyPath = keyPath
  }
}

extension DependencyValues {
  fileprivate subscript<Existential, Concrete>(
    reading keyPath: SendableKeyPath<Existential>, as _: ConcreteType<Concrete>
  ) -> Concrete {
    let value = self[keyPath: keyPath.keyPath]
    guard let concrete = value as? Concrete else {
      let property = String(describing: keyPath.keyPath).split(separator: ".").last ?? "…"
      castFailure(value, to: Concrete.self, override: "$0.\(property) = \(Concrete.self)(…)")
    }
    return concrete
  }

  fileprivate subscript<Key: TestDependencyKey, Concrete>(
    key _: ConcreteType<Key>, as _: ConcreteType<Concrete>
  ) -> Concrete {
    let value = self[Key.self]
    guard let concrete = value as? Concrete else {
      castFailure(value, to: Concrete.self, override: "$0[\(Key.self).self] = \(Concrete.self)(…)")
    }
    return concrete
  }
}

/// Stops the process: a `@Dependency(…, as:)` found another type than the one it names.
private func castFailure(_ value: Any, to type: Any.Type, override: String) -> Never {
  fatalError(
    """
    @Dependency(…, as: \(type).self) found a '\(Swift.type(of: value))', not a '\(type)'.
    Override the dependency in the test or its suite:
      @Suite(.dependencies { \(override) })
    """)
}
