/// The library's two missing-implementation checks, and their messages.
enum UnimplementedChecks {
  /// Called by `DependencyKey`'s default `testValue`: the test context needs a value the key
  /// does not have. Reports (once per cache lifetime, as the cache computes it once) unless
  /// an update closure is running or the checks are compiled out.
  static func reportMissingTestValue(typeName: String, valueType: String) {
    let current = DependencyValues._current
    let computation = current.computation
    guard !SettingMode.isActive else {
      computation?.fallback.setValue(.silencedWhileSetting)
      return
    }
    guard current.cache.configuration.buildConfiguration == .debug else {
      computation?.fallback.setValue(.silencedInRelease)
      return
    }
    computation?.fallback.setValue(.reported(.noTestImplementation))
    let spelling = computation?.spelling ?? "\(typeName).testValue"
    let access: DependencyAccess? = computation
    report(
      ReportedIssue(
        kind: .noTestImplementation,
        key: computation?.name ?? typeName,
        message: """
          \(spelling) has no test implementation, but it was read in a test.
            Key: \(typeName) (value: \(valueType))
          The live value was used instead, so this test can reach the real world.
          To fix it, either:
            • override it in the test: withDependencies { \(computation?.overrideSpelling ?? "$0.…") = … }, \
          or a .dependency trait, or
            • give \(typeName) a 'static let testValue'.
          """,
        fileID: access?.fileID ?? #fileID,
        filePath: access?.filePath ?? #filePath,
        line: access?.line ?? #line,
        column: access?.column ?? #column
      )
    )
  }

  /// A `TestDependencyKey`-only key read in the live context: reported on every access,
  /// unless an update closure is running.
  static func reportMissingLiveValue(_ computation: DefaultComputation) {
    guard !SettingMode.isActive else { return }
    let typeName = computation.typeName
    let access: DependencyAccess = computation
    report(
      ReportedIssue(
        kind: .noLiveImplementation,
        key: computation.name,
        message: """
          \(computation.spelling) has no live implementation, but it was read in the live \
          context.
            Key: \(typeName) (value: \(computation.valueType)) conforms only to TestDependencyKey.
          Its test value was used instead.
          To fix it, either:
            • conform \(typeName) to DependencyKey with a 'static let liveValue' in the app, or
            • prepare or override it before it is read.
          """,
        fileID: access.fileID,
        filePath: access.filePath,
        line: access.line,
        column: access.column
      )
    )
  }
}

extension TestDependencyKey {
  /// Whether a `testValue` that is missing something should report it now.
  ///
  /// False while `withDependencies` or `prepareDependencies` runs its update closure (the
  /// value is being replaced, not used) and in a release-build root.
  ///
  /// ```swift
  /// static var testValue: Database {
  ///   if shouldReportUnimplemented { reportIssue("Override the database in this test.") }
  ///   return .inMemory
  /// }
  /// ```
  public static var shouldReportUnimplemented: Bool {
    !SettingMode.isActive
      && DependencyValues._current.cache.configuration.buildConfiguration == .debug
  }
}
