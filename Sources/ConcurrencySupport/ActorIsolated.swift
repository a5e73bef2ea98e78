/// A value isolated to an actor: mutable state that tasks share, read and written with
/// `await`.
///
/// ```swift
/// let events = ActorIsolated<[String]>([])
/// await withDependencies {
///   $0.analytics.track = { event in await events.withValue { $0.append(event) } }
/// } operation: {
///   await model.buttonTapped()
/// }
/// #expect(await events.value == ["tapped"])
/// ```
public final actor ActorIsolated<Value> {
  /// The value.
  public var value: Value

  /// Isolates `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` with exclusive access to the value, on the actor.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    value = try newValue()
  }
}
