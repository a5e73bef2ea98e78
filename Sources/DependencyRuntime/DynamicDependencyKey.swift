/// A dependency key declared at run time, by name, with values of any `Sendable` type.
///
/// depplay's interpreter declares its keys this way. A run-time key goes through exactly the
/// same storage, cache, context, preparation and issue rules as a key declared as a Swift
/// type: with a live value it behaves as a ``DependencyKey``, without one as a
/// ``TestDependencyKey``.
///
/// ```swift
/// let full = DynamicDependencyKey(name: "full", live: 1, preview: 2, test: .value(3))
/// withDependencies { $0[dynamic: full] = 7 } operation: {
///   DependencyValues._current[dynamic: full]  // 7
/// }
/// ```
public final class DynamicDependencyKey<Value: Sendable>: Sendable, Hashable {
  /// What a key gives in the test context.
  public enum TestValue: Sendable {
    /// This value.
    case value(Value)
    /// `unimplemented(name, placeholder:)`: an issue each time it is computed (once per
    /// cache lifetime), then the placeholder.
    case unimplemented(placeholder: Value)
  }

  /// The key's name, as a `DependencyValues` property would be named.
  public let name: String
  /// The live value; `nil` makes this a test-only key.
  public let liveValue: Value?
  /// The preview value, if the key has one of its own.
  public let previewValue: Value?
  /// The test value; `nil` (only for a key with a live value) means the library's default:
  /// an issue, then the preview value.
  public let testValue: TestValue?

  /// Declares a `DependencyKey`: a live value, and maybe preview and test values.
  public init(name: String, live: Value, preview: Value? = nil, test: TestValue? = nil) {
    self.name = name
    self.liveValue = live
    self.previewValue = preview
    self.testValue = test
  }

  /// Declares a `TestDependencyKey`: a test value and maybe a preview value, no live value.
  public init(name: String, preview: Value? = nil, test: TestValue) {
    self.name = name
    self.liveValue = nil
    self.previewValue = preview
    self.testValue = test
  }

  public static func == (lhs: DynamicDependencyKey, rhs: DynamicDependencyKey) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DynamicDependencyKey: ResolvableKey {
  @usableFromInline var id: ObjectIdentifier { ObjectIdentifier(self) }
  @usableFromInline var typeName: String { name }
  @usableFromInline var isTestOnly: Bool { liveValue == nil }

  /// The same cascade as a Swift key's protocol defaults.
  @usableFromInline
  func computeDefault(in context: DependencyContext) -> Value {
    switch (context, liveValue, testValue) {
    case (.live, let live?, _): return live
    case (.preview, _, _) where previewValue != nil: return previewValue.unsafelyUnwrapped
    case (.preview, let live?, _): return live
    case (_, _, let test?): return value(of: test)
    case (_, let live, nil):
      // Only a key with a live value can lack a test value.
      UnimplementedChecks.reportMissingTestValue(
        typeName: name, valueType: String(describing: Value.self))
      return previewValue ?? live.unsafelyUnwrapped
    }
  }

  private func value(of test: TestValue) -> Value {
    switch test {
    case .value(let value): value
    case .unimplemented(let placeholder): unimplemented(name, placeholder: placeholder)
    }
  }
}

extension DependencyValues {
  /// Reads or overrides the run-time key `key`.
  public subscript<Value: Sendable>(dynamic key: DynamicDependencyKey<Value>) -> Value {
    get {
      resolve(key) {
        (.script(key.name), access ?? DependencyAccess(
          form: .keyPath, fileID: #fileID, filePath: #filePath, line: #line, column: #column))
      }
    }
    set {
      setOverride(newValue, for: key.id, name: .script(key.name))
    }
  }
}
