import DependencyRuntime

extension TestStore {
  /// Asserts the state as it is now, without sending or receiving an action: `update`
  /// applied to the current state must leave it unchanged. Exhaustive or not, a closure that
  /// changes nothing passes (it asserts what already holds), which makes it the way to
  /// check the state after `skipReceivedActions` on a non-exhaustive store:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refresh)
  /// await store.skipReceivedActions()
  /// store.assert { $0.unread = 4 }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let current = reducer.state
    assertState(
      expected: current, actual: current, update: updateStateToExpectedResult,
      stackElementIDs: dependencies.stackElementID.copy(), requiresChange: false,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
