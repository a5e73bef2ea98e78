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
///
/// A default may also be given as a closure, which the runtime calls each time it computes
/// the default (once per cache lifetime and context), with the reading values bound as
/// current — as a Swift key's `static var liveValue` getter runs. A default built from other
/// dependencies therefore bakes in their values at that moment (SEMANTICS rule 18):
///
/// ```swift
/// let child = DynamicDependencyKey(name: "child", live: 1, test: .value(1))
/// let parent = DynamicDependencyKey<Int>(
///   name: "parent", computingLive: { DependencyValues._current[dynamic: child] * 10 })
/// ```
public final class DynamicDependencyKey<Value: Sendable>: Sendable, Hashable {
  /// Computes a default.
  public typealias Compute = @Sendable () -> Value

  /// What a key gives in the test context.
  public enum TestValue: Sendable {
    /// This value.
    case value(Value)
    /// This closure's result, computed when the default is (once per cache lifetime).
    case computed(Compute)
    /// `unimplemented(name, placeholder:)`: an issue each time it is computed (once per
    /// cache lifetime), then the placeholder.
    case unimplemented(placeholder: Value)
  }

  /// The key's name, as a `DependencyValues` property would be named.
  public let name: String
  /// Computes the live value; `nil` makes this a test-only key.
  private let live: Compute?
  /// Computes the preview value, if the key has one of its own.
  private let preview: Compute?
  /// The test value; `nil` (only for a key with a live value) means the library's default:
  /// an issue, then the preview value.
  private let test: TestValue?
  /// How messages name the key's type and its value's type (``swiftNames``).
  private let names: SwiftNames?

  /// How a Swift declaration of a key would be named: its key type and its value's type, as
  /// `String(describing:)` gives them (`TestOnlyKey`, `Optional<Int>`).
  public struct SwiftNames: Sendable {
    /// The key type's name.
    public var keyType: String
    /// The value type's name.
    public var valueType: String
    /// Whether the key is read by its type, `@Dependency(Settings.self)` (a type that is its
    /// own key), not through a `DependencyValues` property: messages spell the read so.
    public var isReadByType: Bool

    /// Names a key's type and its value's type, and says whether the key is read by its type.
    public init(keyType: String, valueType: String, isReadByType: Bool = false) {
      self.keyType = keyType
      self.valueType = valueType
      self.isReadByType = isReadByType
    }
  }

  /// Declares a `DependencyKey`: a live value, and maybe preview and test values.
  public convenience init(name: String, live: Value, preview: Value? = nil, test: TestValue? = nil)
  {
    self.init(name: name, live: { live }, preview: Self.constant(preview), test: test)
  }

  /// Declares a `TestDependencyKey`: a test value and maybe a preview value, no live value.
  public convenience init(name: String, preview: Value? = nil, test: TestValue) {
    self.init(name: name, live: nil, preview: Self.constant(preview), test: test)
  }

  /// Declares a `DependencyKey` whose defaults are computed when the runtime computes them
  /// (`preview` and `test` may be plain or computed too).
  ///
  /// ```swift
  /// DynamicDependencyKey<Int>(name: "parent", computingLive: { current[dynamic: child] })
  /// ```
  public convenience init(
    name: String, computingLive live: @escaping Compute, preview: Compute? = nil,
    test: TestValue? = nil
  ) {
    self.init(name: name, live: live, preview: preview, test: test)
  }

  /// Declares a `TestDependencyKey` whose preview value is computed when the runtime
  /// computes it.
  public convenience init(name: String, computingPreview preview: Compute?, test: TestValue) {
    self.init(name: name, live: nil, preview: preview, test: test)
  }

  private static func constant(_ value: Value?) -> Compute? {
    guard let value else { return nil }
    return { value }
  }

  private init(
    name: String, live: Compute?, preview: Compute?, test: TestValue?, names: SwiftNames? = nil
  ) {
    self.name = name
    self.live = live
    self.preview = preview
    self.test = test
    self.names = names
  }

  /// The same declaration, named in issue messages as its Swift declaration would be named
  /// (by default a message names a run-time key by its name, and its value by `Value`):
  /// a program that declares the key as a Swift type prints the same messages.
  ///
  /// ```swift
  /// let key = DynamicDependencyKey<ScriptValue>(name: "testOnly", test: .value(.int(1)))
  ///   .named(SwiftNames(keyType: "TestOnlyKey", valueType: "Int"))
  /// ```
  public func named(_ names: SwiftNames) -> DynamicDependencyKey {
    DynamicDependencyKey(name: name, live: live, preview: preview, test: test, names: names)
  }

  /// What the key type's static member for `context` gives (`Key.liveValue`,
  /// `Key.previewValue`, `Key.testValue`), computed now and not cached: the value the key
  /// declares, else the protocols' defaults (a preview value is the live value, or a test-only
  /// key's test value; a missing test value is an issue, silenced while dependencies are set,
  /// then the preview value), as Swift reads the static member.
  public func staticValue(for context: DependencyContext) -> Value {
    computeDefault(in: context)
  }

  /// Keys are equal when they are the same declaration (the same object).
  public static func == (lhs: DynamicDependencyKey, rhs: DynamicDependencyKey) -> Bool {
    lhs === rhs
  }

  /// Hashes the key's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension DynamicDependencyKey: ResolvableKey {
  @usableFromInline var id: ObjectIdentifier { ObjectIdentifier(self) }
  @usableFromInline var typeName: String { names?.keyType ?? name }
  @usableFromInline var valueTypeName: String {
    names?.valueType ?? String(describing: Value.self)
  }
  @usableFromInline var isTestOnly: Bool { live == nil }
  /// How a read of the key is written: `@Dependency(\.name)`, or `@Dependency(Key.self)`.
  @usableFromInline var accessForm: DependencyAccess.Form {
    names?.isReadByType == true ? .keyType : .keyPath
  }

  /// The same cascade as a Swift key's protocol defaults.
  @usableFromInline
  func computeDefault(in context: DependencyContext) -> Value {
    switch (context, live, test) {
    case (.live, let live?, _): return live()
    case (.preview, _, _) where preview != nil: return preview.unsafelyUnwrapped()
    case (.preview, let live?, _): return live()
    case (_, _, let test?): return value(of: test)
    case (_, let live, nil):
      // Only a key with a live value can lack a test value.
      UnimplementedChecks.reportMissingTestValue(typeName: typeName, valueType: valueTypeName)
      return (preview ?? live.unsafelyUnwrapped)()
    }
  }

  private func value(of test: TestValue) -> Value {
    switch test {
    case .value(let value): value
    case .computed(let compute): compute()
    case .unimplemented(let placeholder): unimplemented(name, placeholder: placeholder)
    }
  }
}

extension DependencyValues {
  /// Reads or overrides the run-time key `key`.
  public subscript<Value: Sendable>(dynamic key: DynamicDependencyKey<Value>) -> Value {
    get {
      resolve(key) {
        (
          .script(key.name),
          reader
            ?? DependencyAccess(
              form: key.accessForm, fileID: #fileID, filePath: #filePath, line: #line,
              column: #column)
        )
      }
    }
    set {
      setOverride(newValue, for: key.id, name: .script(key.name))
    }
  }
}
