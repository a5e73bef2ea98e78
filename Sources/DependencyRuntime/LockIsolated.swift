import Synchronization

/// A value guarded by a lock, for mutable state shared between tasks and threads in tests.
///
/// ```swift
/// let calls = LockIsolated(0)
/// withDependencies { $0.analytics.track = { _ in calls.withValue { $0 += 1 } } } operation: {
///   model.buttonTapped()
/// }
/// #expect(calls.value == 1)
/// ```
public final class LockIsolated<Value: Sendable>: Sendable {
  private let storage: Mutex<Value>

  /// Creates a lock-isolated box holding `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.storage = Mutex(try value())
  }

  /// The value, read under the lock.
  public var value: Value { storage.withLock { $0 } }

  /// Runs `operation` with exclusive access to the value.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try storage.withLock { try operation(&$0) }
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    let value = try newValue()
    storage.withLock { $0 = value }
  }
}

extension LockIsolated where Value: Equatable {
  /// Whether the box holds `rhs`.
  public static func == (lhs: LockIsolated, rhs: Value) -> Bool { lhs.value == rhs }
}
