import Foundation

/// A value under a lock that a change holds while its closure runs (a `LockIsolated`'s
/// closure must be `@Sendable`; `withLock`'s need not be): the values of an in-memory
/// storage, the value of a `Shared(value:)` reference.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value as an `inout` argument, under the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
