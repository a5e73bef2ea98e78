/// Carries the current dependencies into work that escapes the task-local scope.
///
/// Dispatch queues, threads and callbacks invoked from elsewhere lose the values bound in
/// the scope that started them. Snapshot them first, and re-enter them with `yield`:
///
/// ```swift
/// withEscapedDependencies { continuation in
///   DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
///     continuation.yield {
///       // Overrides in force where `withEscapedDependencies` was called apply here.
///     }
///   }
/// }
/// ```
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation(values: DependencyValues._current))
}

/// Carries the current dependencies into work that escapes, from asynchronous code.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation(values: DependencyValues._current))
}

extension DependencyValues {
  /// A snapshot of the dependencies in force where ``withEscapedDependencies(_:)`` was
  /// called. It may be yielded many times, from anywhere.
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with exactly the snapshot's values (overrides and cache), whatever
    /// is in force where `yield` is called. Further overrides go inside `operation`.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues.$_current.withValue(values, operation: operation)
    }

    /// Runs asynchronous `operation` with exactly the snapshot's values.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues.$_current.withValue(
        values, operation: operation, isolation: isolation)
    }
  }
}
