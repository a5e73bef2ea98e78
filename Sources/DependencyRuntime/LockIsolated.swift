import Foundation

// NB: `@unchecked` because `_value` is only touched under `lock`. A Foundation lock rather
// than `Mutex`: it is recursive, and the thread sanitizer sees its ordering (it does not see
// the kernel hand-off of a contended `Mutex` on Linux, and reports false races).
/// A value guarded by a lock, for mutable state shared between tasks and threads in tests.
///
/// The lock is recursive, as the library's is: `withValue` may read ``value`` (or call
/// `withValue` again) on the same thread without deadlocking.
///
/// ```swift
/// let calls = LockIsolated(0)
/// withDependencies { $0.analytics.track = { _ in calls.withValue { $0 += 1 } } } operation: {
///   model.buttonTapped()
/// }
/// #expect(calls.value == 1)
/// ```
public final class LockIsolated<Value: Sendable>: @unchecked Sendable {
  private var _value: Value
  private let lock = NSRecursiveLock()

  /// Creates a lock-isolated box holding `value`.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self._value = try value()
  }

  /// The value, read under the lock.
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return _value
  }

  /// Runs `operation` with exclusive access to the value.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try operation(&_value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    let value = try newValue()
    withValue { [value] in $0 = value }
  }
}

extension LockIsolated where Value: Equatable {
  /// Whether the box holds `rhs`.
  public static func == (lhs: LockIsolated, rhs: Value) -> Bool { lhs.value == rhs }
}
