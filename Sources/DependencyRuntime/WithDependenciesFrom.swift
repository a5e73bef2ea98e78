/// Runs `operation` with the dependencies of `model`, the current values written over them.
///
/// Use it when a parent creates a child, so the child inherits what the parent was created
/// with (even outside the scope that created the parent):
///
/// ```swift
/// func addButtonTapped() {
///   destination = withDependencies(from: self) {
///     $0.uuid = .incrementing
///   } operation: {
///     AddItemModel()
///   }
/// }
/// ```
///
/// The parent's values come from its first stored `@Dependency` property, else from the
/// scope that returned it (``withDependencies(_:operation:fileID:line:column:)`` remembers
/// class results). A parent that has neither (one returned wrapped in an optional or a
/// tuple, or whose `@Dependency` is declared only in a superclass) is an issue, and
/// `operation` then runs with the current values, without `update`.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model,
    origin: DependencyOrigin(
      writtenBy: "withDependencies(from:)", fileID: fileID, line: line, column: column),
    updateValuesForOperation, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs `operation` with the dependencies of `model`, the current values written over them,
/// recording `origin` as where the overrides were written (depplay passes a script location).
@discardableResult
package func withDependencies<Model: AnyObject, R>(
  from model: Model,
  origin: DependencyOrigin,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  guard let parentValues = dependencies(of: model, fileID, filePath, line, column) else {
    return try operation()
  }
  return try withDependencies(origin: origin) {
    $0 = parentValues.merging($0)
    try updateValuesForOperation(&$0)
  } operation: {
    try operation()
  }
}

/// Runs `operation` with the dependencies of `model` and no further overrides.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  operation: () throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try withDependencies(
    from: model, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs asynchronous `operation` with the dependencies of `model`, the current values
/// written over them.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, isolation: isolation,
    origin: DependencyOrigin(
      writtenBy: "withDependencies(from:)", fileID: fileID, line: line, column: column),
    updateValuesForOperation, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs asynchronous `operation` with the dependencies of `model`, recording `origin`.
@discardableResult
package func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  origin: DependencyOrigin,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  guard let parentValues = dependencies(of: model, fileID, filePath, line, column) else {
    return try await operation()
  }
  return try await withDependencies(isolation: isolation, origin: origin) {
    $0 = parentValues.merging($0)
    try await updateValuesForOperation(&$0)
  } operation: {
    try await operation()
  }
}

/// Runs asynchronous `operation` with the dependencies of `model` and no further overrides.
///
/// ```swift
/// func child() async -> ChildModel {
///   await withDependencies(from: self) { await ChildModel.load() }
/// }
/// ```
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> R {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The values `model` was created with, or an issue and `nil`.
private func dependencies(
  of model: AnyObject,
  _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
) -> DependencyValues? {
  if let values = DependencyValues.capturedByFirstDependency(of: model)
    ?? RememberedValues.values(for: model)
  {
    return values
  }
  let typeName =
    (model as? any RunTimeModel)?.modelTypeName ?? String(describing: type(of: model))
  report(
    ReportedIssue(
      kind: .noParentDependencies,
      key: typeName,
      message: """
        withDependencies(from:) found no dependencies on \(typeName).
        It looks for a stored @Dependency property declared in \(typeName) itself, or for \
        an instance returned directly by withDependencies.
        To fix it, either:
          • declare a @Dependency property in \(typeName) (not only in a superclass), or
          • create \(typeName) inside withDependencies and keep that very instance \
        (not one wrapped in an optional, tuple or struct).
        The operation ran with the current dependencies.
        """,
      fileID: fileID, filePath: filePath, line: line, column: column))
  return nil
}

/// Lets reflection find a `@Dependency`'s captured values without knowing its `Value`.
protocol CapturesDependencyValues {
  var capturedValues: DependencyValues { get }
}

extension Dependency: CapturesDependencyValues {}

extension DependencyValues {
  /// The values captured by the first stored `@Dependency` property declared in `object`'s
  /// own type (superclasses are not searched, as in the library).
  static func capturedByFirstDependency(of object: AnyObject) -> DependencyValues? {
    for child in Mirror(reflecting: object).children {
      if let dependency = child.value as? any CapturesDependencyValues {
        return dependency.capturedValues
      }
    }
    return nil
  }
}
