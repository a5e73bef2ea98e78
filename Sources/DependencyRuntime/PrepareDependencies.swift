/// Sets process-wide defaults for dependencies, once, before they are first read.
///
/// Call it as early as possible, in the app's entry point:
///
/// ```swift
/// @main struct MyApp: App {
///   init() {
///     prepareDependencies { $0.defaultDatabase = try! DatabaseQueue(path: "db.sqlite") }
///   }
/// }
/// ```
///
/// Unlike `withDependencies`, this writes into the shared cache of defaults for the current
/// context, so it reaches everything that shares that cache, including work that has lost
/// every task-local (a detached task, a dispatch queue). Each key can be prepared once and
/// only before its first read; otherwise its value stays and an issue is reported. In the
/// preview context nothing is reported: a key already read (never prepared) takes the new
/// value, a key already prepared keeps its first one. A default the update itself
/// reads (as `$0.date.now = …` reads `date`) is cached during the call, and the update may
/// still replace it. It may set `context`. An override still beats a prepared value inside
/// its scope. It returns what `updateValues` returns.
@discardableResult
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  try prepareDependencies(
    origin: DependencyOrigin(
      writtenBy: "prepareDependencies", fileID: fileID, line: line, column: column),
    updateValues, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Sets process-wide defaults, recording `origin` as where they were written (what
/// provenance reports); depplay's interpreter passes a script location.
@discardableResult
package func prepareDependencies<R>(
  origin: DependencyOrigin,
  _ updateValues: (inout DependencyValues) throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  var values = DependencyValues._current
  values.reader = nil
  let inForce = values.flatOverrides
  let cachedBefore = values.cache.cachedSlots
  let result = try SettingMode.run(origin: origin) { try updateValues(&values) }
  let context = values.context
  // Only what the update wrote: each write makes a new value, overrides in force keep theirs.
  let written = values.flatOverrides.innermostOverrides
  let prepared = written.filter { inForce.find($0.key) !== $0 }.map {
    $0.retagged(as: .prepared(origin))
  }
  for box in values.cache.prepare(prepared, context: context, refusing: cachedBefore) {
    let name = "'\(box.name)'"
    report(
      ReportedIssue(
        kind: .alreadyPrepared,
        key: box.name.description,
        message: """
          prepareDependencies tried to set \(name), which was already read or prepared \
          in the \(context) context; it keeps its first value.
          Prepare each dependency once, as early as possible (in the app's entry point), \
          before anything reads it.
          """,
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
  return result
}
