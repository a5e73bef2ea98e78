import DependencyRuntime

/// The effects of one `TestStore.send`.
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration
  /// The test store's ``TestStore/settleEffects``.
  let settle: (@MainActor @Sendable (EffectSettling) async -> Void)?

  /// Whether two handles are for the same effects with the same timeout (the settling hook
  /// takes no part).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue == rhs.rawValue && lhs.timeout == rhs.timeout
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
    hasher.combine(timeout)
  }

  /// Cancels the effects and waits for them to end. (With a settling hook, the hook lets
  /// them end: an interpreter's effects run on an executor the caller holds up until it
  /// settles.)
  public func cancel() async {
    guard let rawValue else { return }
    rawValue.cancel()
    if let settle { await settle(.finished) } else { await rawValue.value }
  }

  /// Waits for the effects to finish, reporting if they are still running after `timeout`;
  /// then it cancels them, as TCA's does (its wait for them is cancelled).
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    guard let rawValue else { return }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let settle {
      let finished = LockIsolated(false)
      let watcher = Task(executorPreference: EffectExecution.preferred) {
        await rawValue.value
        finished.setValue(true)
      }
      await settle(.finished)
      watcher.cancel()
      guard !finished.value else { return }
      rawValue.cancel()
      reportIssue(
        """
        Expected the effects to finish, but they are still running, waiting for something \
        nothing left can bring.
        """, at: location)
      return
    }
    let duration = duration ?? timeout
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        // Cancelling the wait (the timeout's `cancelAll`) cancels the effects, as in TCA.
        await withTaskCancellationHandler {
          await rawValue.value
        } onCancel: {
          rawValue.cancel()
        }
        return true
      }
      group.addTask {
        try? await Task.sleep(for: duration)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    guard !finished else { return }
    reportIssue(
      "Expected the effects to finish, but they are still running after \(duration).",
      at: location)
  }

  /// Whether the effects were cancelled (or there were none).
  public var isCancelled: Bool { rawValue?.isCancelled ?? true }
}
