import DependencyRuntime

extension TestStore {
  /// Drops the received actions nobody asserted yet, taking the state the last one produced.
  ///
  /// With `strict` (the default), having nothing to skip is an issue. What is skipped is
  /// shown as an expected issue (a known issue in a test: it does not fail), unless the
  /// store is non-exhaustive without `showSkippedAssertions`.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict, reducer.receivedActions.isEmpty {
      reportIssue("There were no received actions to skip.", at: location)
      return
    }
    skipReceivedActions(at: location)
  }

  /// Stops demanding that the effects running now finish by the end of the test. It does
  /// not cancel them: they go on, and what they send is received as before.
  ///
  /// With `strict` (the default), having no effect to skip is an issue. What is skipped is
  /// shown as an expected issue, unless the store is non-exhaustive without
  /// `showSkippedAssertions`.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await settle()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let running = reducer.inFlightEffects
    if running.isEmpty {
      if strict { reportIssue("There were no in-flight effects to skip.", at: location) }
      return
    }
    if showsSkipped {
      reportSkippedAssertion(
        """
        \(count(running.count, "in-flight effect")) skipped (still running), started by: \
        \(inFlightDescription)
        """, at: location)
    }
    reducer.forgetInFlightEffects()
  }

  /// Drops the received actions, taking the state the last one produced, and shows what was
  /// skipped where the store shows skipped assertions.
  func skipReceivedActions(at location: SourceLocation) {
    guard let last = reducer.receivedActions.last else { return }
    if showsSkipped {
      reportSkippedAssertion(
        """
        \(count(reducer.receivedActions.count, "received action")) skipped: \
        \(describe(reducer.receivedActions.map(\.action)))
        """, at: location)
    }
    reducer.state = last.state
    reducer.receivedActions.removeAll()
  }

  /// Whether an explicit skip is shown: always in an exhaustive store, and in a
  /// non-exhaustive one with `showSkippedAssertions`.
  private var showsSkipped: Bool {
    exhaustivity != .off(showSkippedAssertions: false)
  }
}
