import DependencyRuntime
import Testing

/// A synchronous scope hands the values it builds to the task-local binding instead of
/// copying them (BENCHMARKS.md): what it writes lives exactly as long as the scope, whether
/// the update, the operation or neither throws.
@Suite struct ScopeOwnership {
  struct UpdateFailed: Error {}

  /// An override written in a scope, watched without keeping it alive.
  final class Watched: @unchecked Sendable {
    weak var instance: Instance?
  }

  @Test("a scope's override is released when the scope ends, and not before")
  func overrideLivesAsLongAsTheScope() {
    withFreshRoot { _ in
      let watched = Watched()
      withDependencies {
        let instance = Instance()
        watched.instance = instance
        $0.instance = instance
      } operation: {
        #expect(watched.instance != nil)
        #expect(DependencyValues._current.instance === watched.instance)
      }
      #expect(watched.instance == nil)
    }
  }

  @Test("an update that throws binds nothing, runs nothing and releases what it wrote")
  func throwingUpdate() {
    withFreshRoot { _ in
      let watched = Watched()
      #expect(throws: UpdateFailed.self) {
        try withDependencies {
          let instance = Instance()
          watched.instance = instance
          $0.instance = instance
          $0.full = 7
          throw UpdateFailed()
        } operation: {
          Issue.record("the operation ran after its update threw")
        }
      }
      #expect(watched.instance == nil)
      #expect(DependencyValues._current.full == 3)
    }
  }

  @Test("an operation that throws releases the scope's override too")
  func throwingOperation() {
    withFreshRoot { _ in
      let watched = Watched()
      #expect(throws: UpdateFailed.self) {
        try withDependencies {
          let instance = Instance()
          watched.instance = instance
          $0.instance = instance
        } operation: {
          throw UpdateFailed()
        }
      }
      #expect(watched.instance == nil)
    }
  }
}
