/// The issue a built-in dependency's test stand-in raises when a test uses it without
/// overriding it.
///
/// swift-dependencies gives built-ins such as `date`, `uuid` and the clocks a test value that
/// reports when it is used and then behaves like the live value, so a test that forgot to
/// control time or randomness fails instead of silently depending on the real world.
package enum UnimplementedBuiltIn {
  /// Reports that the built-in `name` was used in a test without being overridden, unless an
  /// update closure is running: writing `$0.date.now = …` through a key path reads `now`
  /// first, and, as in the library, a value being replaced is not being used.
  ///
  /// - Parameters:
  ///   - name: The property on `DependencyValues` (`date`), also the issue's key.
  ///   - use: What the test did with it, for the message (`was called`, `.now was read`).
  ///   - fix: An override that would make the test deterministic
  ///     (`$0.date.now = Date(timeIntervalSince1970: 0)`).
  package static func report(
    _ name: String,
    use: String,
    fix: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard !SettingMode.isActive else { return }
    DependencyRuntime.report(
      ReportedIssue(
        kind: .unimplementedBuiltIn,
        key: name,
        message: """
          Unimplemented: @Dependency(\\.\(name)) \(use) in a test, but it was not overridden.
          The live value was used instead, so this test depends on the real world.
          To fix it, override it for this test:
            • withDependencies { \(fix) } operation: { … }, or
            • a trait: @Test(.dependencies { \(fix) })
          """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    )
  }

  /// Reports from a computed `testValue` (the default is being computed now), unless an
  /// update closure is running or checks are off (see `shouldReportUnimplemented`). The
  /// issue points at the `@Dependency` that asked for the value, when there is one.
  static func reportDefaultComputed<Key: TestDependencyKey>(
    _ key: Key.Type, name: String, fix: String
  ) {
    guard Key.shouldReportUnimplemented else { return }
    let access: DependencyAccess? = DependencyValues._current.computation
    report(
      name, use: "was read", fix: fix,
      fileID: access?.fileID ?? #fileID,
      filePath: access?.filePath ?? #filePath,
      line: access?.line ?? #line,
      column: access?.column ?? #column
    )
  }
}
