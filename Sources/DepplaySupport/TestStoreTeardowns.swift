import ComposableRuntime
import Synchronization

/// The test stores a test (or a script) made, to end when it ends: TCA's test store reports
/// unasserted actions and effects still running when it goes away at the end of the test,
/// and both the interpreter and the exported programs keep stores alive until then.
package final class TestStoreTeardowns: Sendable {
  private let teardowns = Mutex<[@Sendable @MainActor () -> Void]>([])

  /// Creates an empty list.
  package init() {}

  /// Keeps `store`, to end with the others, in the order they were made.
  package func keep<State, Action>(_ store: TestStore<State, Action>) {
    teardowns.withLock { $0.append { store.endTest() } }
  }

  /// Ends every test store kept so far, in the order they were made, and forgets them: on the
  /// main actor, as a hosted call of `executor` (``ScriptExecutor/hosted(_:)``), so the
  /// script runs nothing meanwhile.
  package func endAll(hostedBy executor: ScriptExecutor) async {
    await executor.hosted { self.endAll() }
  }

  @MainActor private func endAll() {
    let kept = teardowns.withLock { list in
      let taken = list
      list = []
      return taken
    }
    for teardown in kept { teardown() }
  }
}
