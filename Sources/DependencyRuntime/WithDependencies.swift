/// Runs `operation` with some dependencies overridden.
///
/// The update closure receives a copy of the values in force (sharing their cache of
/// defaults); what it writes is bound for `operation` only, and everything reverts when
/// `operation` returns. Nested scopes accumulate, the innermost wins. Work that copies
/// task-locals (child tasks, `async let`, task groups, `Task {}`) sees the overrides;
/// `Task.detached`, dispatch queues and threads do not.
///
/// ```swift
/// let model = withDependencies {
///   $0.date.now = Date(timeIntervalSince1970: 0)
///   $0.uuid = .incrementing
/// } operation: {
///   FeatureModel()
/// }
/// ```
///
/// When the result is a class instance, the scope's values are remembered for it, so
/// ``withDependencies(from:_:operation:fileID:filePath:line:column:)`` can find them.
@inlinable @discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    origin: DependencyOrigin(
      writtenBy: "withDependencies", fileID: fileID, line: line, column: column),
    updateValuesForOperation, operation: operation)
}

/// Runs `operation` with some dependencies overridden, recording `origin` as where the
/// overrides were written (what provenance reports).
@inlinable @discardableResult
package func withDependencies<R>(
  origin: DependencyOrigin,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  try DependencyValues.withUpdated(
    origin: origin, updateValuesForOperation, operation: operation)
}

/// Runs asynchronous `operation` with some dependencies overridden.
///
/// Both closures run on the caller's isolation, and the update may `await`.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    isolation: isolation,
    origin: DependencyOrigin(
      writtenBy: "withDependencies", fileID: fileID, line: line, column: column),
    updateValuesForOperation, operation: operation)
}

/// Runs asynchronous `operation` with some dependencies overridden, recording `origin`.
@discardableResult
package func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  origin: DependencyOrigin,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  values.reader = nil
  try await SettingMode.run(origin: origin, isolation: isolation) {
    try await updateValuesForOperation(&values)
  }
  let result = try await DependencyValues.$_current.withValue(
    values, operation: operation, isolation: isolation)
  RememberedValues.remember(values, for: result)
  return result
}

extension DependencyValues {
  /// Whether values other than the process root's are in force here: some bound by a scope,
  /// a root or a task's inheritance. Read where they are bound, not copied out of the
  /// task-local (`_current` copies the whole value through its value witnesses).
  static var areBound: Bool {
    guard let bound = $_current.boundValueAddress() else { return false }
    return bound.pointee.cache !== processRoot
  }
}

/// Runs `operation` with `root` bound, unless some values are already bound here.
///
/// A process has one root: work that has lost every task-local binding (`Task.detached`,
/// a dispatch queue, a thread) sees it. depplay's interpreter runs each script as its own
/// "process" inside one real process; it calls this at the start of every unit of work it
/// spawns, so work that really lost its bindings falls back to the script's root, while
/// work that kept them (`Task {}`, `async let`, `DispatchQueue.sync`) keeps them. `root` is
/// read only where it is bound (the interpreter reads it under its session's lock).
package func withDependencyRoot<R>(
  _ root: @autoclosure () -> DependencyValues, operation: () throws -> R
) rethrows -> R {
  guard !DependencyValues.areBound else { return try operation() }
  return try DependencyValues.$_current.withValue(root(), operation: operation)
}

/// Runs asynchronous `operation` with `root` bound, unless some values are already bound.
package func withDependencyRoot<R>(
  _ root: @autoclosure () -> DependencyValues,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  guard !DependencyValues.areBound else { return try await operation() }
  return try await DependencyValues.$_current.withValue(
    root(), operation: operation, isolation: isolation)
}
