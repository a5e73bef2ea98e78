/// A value the compiler is told to treat as `Sendable`, for types you know are used safely
/// across concurrency domains but cannot mark so (a class from a framework, say).
///
/// The check is yours: nothing here makes the value thread-safe.
///
/// ```swift
/// enum FormatterKey: DependencyKey {
///   static var liveValue: UncheckedSendable<NumberFormatter> { UncheckedSendable(.init()) }
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `value` (the property-wrapper form).
  public init(wrappedValue value: Value) {
    self.value = value
  }

  /// The wrapped value.
  public var wrappedValue: Value {
    get { value }
    _modify { yield &value }
  }

  /// The wrapper itself, through `$name`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or writes a property of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    _modify { yield &value[keyPath: keyPath] }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}
